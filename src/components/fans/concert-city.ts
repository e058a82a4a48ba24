/** A concert's city as the sign-up form offers it on the concert's page: from the list the fans choose from. */
import { locateFanCity } from '../../../integrations/fan-cities/world-cities';
import type { CityEntry } from '../../lib/fan-list';
import { COUNTRY_CODES } from '../../lib/places';
import type { Concert } from '../music/concert-entries';

export function concertFanCity(concert: Concert): CityEntry | undefined {
  return locateFanCity(concert.data.city, COUNTRY_CODES[concert.data.country]);
}
