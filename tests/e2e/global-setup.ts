import { checkBuiltAsOfTestTime } from './site-build-time';

/** Before any test: the site under test was built as of the tests' instant (see site-build-time.ts). */
export default function globalSetup(): void {
  checkBuiltAsOfTestTime();
}
