/**
 * The rider checked as a whole, as a production manager reads it before signing: every powered
 * thing has a power drop within reach and every drop feeds something; the monitor sends add up;
 * every stand, stool and drum hardware the plot needs is in the backline, once; every instrument
 * says who brings it; the plot places the ensemble's line-up; rooms, towels, meals and seats match
 * the travel party. Each rule returns the field's path and what to do, in French; the kits' schema
 * (src/content-schemas.ts) refuses a kit with any of riderProblems, the kits' loader
 * (withEnsembleLineUps, src/content-loaders.ts) one with any of lineUpProblems, which need the
 * ensemble's line-up from content/ensembles.json: both through the same message, file and field.
 */
import { STAGE_ROWS, STAGE_SIDES, type Provider, type StageRow, type StageSide } from './press-kit.ts';
import type { InstrumentKind, MonitorType, PlotProblem } from './stage-layout.ts';

/** A power drop serves what stands this close to it, in metres, measured between places of the plot's grid (a 3 m extension lead, never across a walkway). */
export const POWER_REACH = 3;

/** What needs 230 V on stage: amplifiers, keyboards, pedalboards (and side-fills, powered, at the wings). */
export const POWERED_KINDS: readonly InstrumentKind[] = ['ampli-basse', 'ampli-guitare', 'clavier', 'pedalier'];

/** What an input's microphone stands on. */
export const STAND_KINDS = ['grand-pied-perche', 'petit-pied-perche', 'pince', 'aucun'] as const;
export type StandKind = (typeof STAND_KINDS)[number];

/** What the backline lists by number: stands, stools and a drum kit's own hardware. */
export const HARDWARE_KINDS = ['grand-pied-perche', 'petit-pied-perche', 'pince', 'pied-charleston', 'pied-caisse-claire', 'tabouret'] as const;
export type HardwareKind = (typeof HARDWARE_KINDS)[number];

/** Instruments played through a microphone on a stand only: they are in the input list, never in the backline. */
export const MICROPHONE_KINDS: readonly InstrumentKind[] = ['micro-voix', 'micro-instrument'];

/** A piano comes with its bench: its player needs no stool. */
const WITH_BENCH: readonly InstrumentKind[] = ['piano-a-queue', 'piano-droit'];

interface CheckedPosition {
  musician: string;
  row: StageRow;
  side: StageSide;
  seated?: boolean | undefined;
  instruments: readonly { kind: InstrumentKind; inputs: readonly number[]; providedBy?: Provider | undefined }[];
}

export interface CheckedRider {
  stageDimensions: { width: number; depth: number };
  stage: readonly CheckedPosition[];
  inputs: readonly { channel: number; source: string; stand: StandKind }[];
  monitors: readonly { mix: number; type: MonitorType; stereo?: boolean | undefined; count: number }[];
  monitorSends: number;
  powerDrops: readonly { row: StageRow; side: StageSide; outlets: number; spare?: boolean | undefined }[];
  hardware: readonly { kind: HardwareKind; count: number; providedBy: Provider }[];
}

const metres = (value: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value)} m`;

/** A place's centre on the stage, in metres from upstage jardin: the plot's grid of 5 sides × 3 rows. */
export function stagePoint(row: StageRow, side: StageSide, stage: { width: number; depth: number }): { x: number; y: number } {
  const column = STAGE_SIDES.indexOf(side);
  const rank = STAGE_ROWS.indexOf(row);
  return { x: ((column + 0.5) / STAGE_SIDES.length) * stage.width, y: stage.depth - ((rank + 0.5) / STAGE_ROWS.length) * stage.depth };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Where each powered thing stands: a musician's powered instruments at their place; side-fills as a pair at the wings, halfway down. */
function poweredThings(data: Pick<CheckedRider, 'stage' | 'monitors' | 'stageDimensions'>): { what: string; path: (string | number)[]; at: { x: number; y: number } }[] {
  const { width, depth } = data.stageDimensions;
  const instruments = data.stage.flatMap((position, index) =>
    position.instruments.flatMap((instrument, at) =>
      POWERED_KINDS.includes(instrument.kind)
        ? [{ what: `${instrument.kind} de ${position.musician}`, path: ['stage', index, 'instruments', at], at: stagePoint(position.row, position.side, data.stageDimensions) }]
        : [],
    ),
  );
  const sideFills = data.monitors.flatMap((monitor, index) =>
    monitor.type === 'side-fill'
      ? [
          { what: `side-fill jardin (retour ${monitor.mix})`, path: ['monitors', index], at: { x: 0, y: depth / 2 } },
          { what: `side-fill cour (retour ${monitor.mix})`, path: ['monitors', index], at: { x: width, y: depth / 2 } },
        ]
      : [],
  );
  return [...instruments, ...sideFills];
}

/** Every amplifier, keyboard, pedalboard and side-fill within POWER_REACH of a drop; every drop within reach of one of them, unless marked spare. */
export function powerProblems(data: Pick<CheckedRider, 'stage' | 'monitors' | 'stageDimensions' | 'powerDrops'>): PlotProblem[] {
  const things = poweredThings(data);
  const drops = data.powerDrops.map((drop) => stagePoint(drop.row, drop.side, data.stageDimensions));
  const unpowered = things.flatMap((thing) => {
    const nearest = Math.min(Infinity, ...drops.map((drop) => distance(drop, thing.at)));
    return nearest <= POWER_REACH + 1e-9
      ? []
      : [
          {
            path: thing.path,
            message: `${thing.what} n’a pas d’arrivée électrique à moins de ${metres(POWER_REACH)}${Number.isFinite(nearest) ? ` (la plus proche est à ${metres(nearest)})` : ''} ; ajoutez une arrivée dans powerDrops près de sa place`,
          },
        ];
  });
  const useless = data.powerDrops.flatMap((drop, index) => {
    const at = drops[index];
    if (drop.spare || !at || things.some((thing) => distance(at, thing.at) <= POWER_REACH + 1e-9)) return [];
    return [
      {
        path: ['powerDrops', index],
        message: `l’arrivée électrique ${drop.row}, ${drop.side} n’alimente rien à moins de ${metres(POWER_REACH)} (ni ampli, ni clavier, ni pédalier, ni side-fill) ; retirez-la, déplacez-la, ou cochez « de secours » (spare)`,
      },
    ];
  });
  return [...unpowered, ...useless];
}

/** The sends the mixes take (a stereo in-ear takes two) against the count the rider states. */
export function monitorSendProblems(data: Pick<CheckedRider, 'monitors' | 'monitorSends'>): PlotProblem[] {
  const counted = data.monitors.reduce((sum, monitor) => sum + (monitor.type === 'ear' && monitor.stereo ? 2 : 1), 0);
  if (counted === data.monitorSends) return [];
  const stereo = data.monitors.filter((monitor) => monitor.type === 'ear' && monitor.stereo).length;
  return [
    {
      path: ['monitorSends'],
      message: `${data.monitorSends} départs retours annoncés, mais les retours en prennent ${counted} (${data.monitors.length} retours${stereo > 0 ? `, dont ${stereo} ear monitor stéréo qui en prend deux` : ''}) ; écrivez ${counted}`,
    },
  ];
}

/** The stools a plot needs: one per seated musician, except a pianist (the piano comes with its bench). */
function stoolsNeeded(stage: readonly CheckedPosition[]): number {
  return stage.filter((position) => position.seated && !position.instruments.some((instrument) => WITH_BENCH.includes(instrument.kind))).length;
}

/**
 * The backline's hardware against what the plot and the input list need: as many stands of each
 * kind as inputs on them, one stool per seated player, a hi-hat and a snare stand per drum kit, a
 * drummer seated; each kind on one line only, so that nothing is counted twice.
 */
export function hardwareProblems(data: Pick<CheckedRider, 'stage' | 'inputs' | 'hardware'>): PlotProblem[] {
  const problems: PlotProblem[] = [];
  const listed = new Map<HardwareKind, number>();
  data.hardware.forEach((line, index) => {
    if (listed.has(line.kind))
      problems.push({ path: ['hardware', index, 'kind'], message: `« ${line.kind} » est déjà sur une autre ligne du backline : une ligne par sorte, avec son nombre` });
    listed.set(line.kind, (listed.get(line.kind) ?? 0) + line.count);
  });
  const drumKits = data.stage.flatMap((position) => position.instruments.filter((instrument) => instrument.kind === 'batterie')).length;
  data.stage.forEach((position, index) => {
    if (position.instruments.some((instrument) => instrument.kind === 'batterie') && !position.seated)
      problems.push({
        path: ['stage', index, 'seated'],
        message: `${position.musician} joue de la batterie : cochez « assis » (seated), son tabouret est compté dans le backline`,
      });
  });
  const needed: [HardwareKind, number, string][] = [
    ...(['grand-pied-perche', 'petit-pied-perche', 'pince'] as const).map((kind): [HardwareKind, number, string] => [
      kind,
      data.inputs.filter((input) => input.stand === kind).length,
      `les entrées sur « ${kind} » (${
        data.inputs
          .filter((input) => input.stand === kind)
          .map((input) => input.channel)
          .join(', ') || 'aucune'
      })`,
    ]),
    ['pied-charleston', drumKits, `les batteries du plan (${drumKits})`],
    ['pied-caisse-claire', drumKits, `les batteries du plan (${drumKits})`],
    ['tabouret', stoolsNeeded(data.stage), `les musiciens assis hors piano (${stoolsNeeded(data.stage)})`],
  ];
  for (const [kind, count, why] of needed) {
    const has = listed.get(kind) ?? 0;
    if (has !== count)
      problems.push({
        path: ['hardware'],
        message: `${has} « ${kind} » dans le backline, mais ${why} en demandent ${count} ; écrivez ${count}${count === 0 ? ' ou retirez la ligne' : ''}`,
      });
  }
  return problems;
}

/** Every instrument on the plot is in the input list (a microphone kind, with its inputs) or in the backline (who brings it). */
export function instrumentProblems(data: Pick<CheckedRider, 'stage'>): PlotProblem[] {
  return data.stage.flatMap((position, index) =>
    position.instruments.flatMap((instrument, at) => {
      const path = ['stage', index, 'instruments', at];
      if (MICROPHONE_KINDS.includes(instrument.kind))
        return instrument.inputs.length > 0
          ? []
          : [{ path: [...path, 'inputs'], message: `le ${instrument.kind} de ${position.musician} n’a aucune voie : indiquez la voie du patch qu’il prend` }];
      return instrument.providedBy
        ? []
        : [{ path: [...path, 'providedBy'], message: `${instrument.kind} de ${position.musician} : dites qui l’apporte (providedBy : groupe ou organisateur), pour le backline` }];
    }),
  );
}

/** Hospitality and transport as the rider states them, in numbers. */
export interface RiderSizing {
  /** Single rooms. */
  rooms: number;
  /** People the dressing rooms hold. */
  dressingRoom: number;
  towels: number;
  meals: number;
  /** Seats of the vehicle the organiser provides, driver's included; 0 when none. */
  vehicleSeats: number;
  /** The organiser's vehicle comes with a driver, who takes a seat. */
  driver: boolean;
}

/** Rooms, dressing room, towels and meals for the whole travel party (musicians and crew); the vehicle's seats for all of them, and its driver. */
export function sizingProblems(sizing: RiderSizing, travelParty: number): PlotProblem[] {
  const problems: PlotProblem[] = [];
  const party = `l’équipe en tournée (la formation et crew) compte ${travelParty} personnes`;
  const enough: [keyof RiderSizing, string][] = [
    ['rooms', 'chambres'],
    ['dressingRoom', 'places en loge'],
    ['towels', 'serviettes'],
    ['meals', 'repas'],
  ];
  for (const [field, what] of enough)
    if (sizing[field] !== travelParty) problems.push({ path: ['sizing', field], message: `${sizing[field]} ${what}, mais ${party} ; écrivez ${travelParty}` });
  const seatsNeeded = travelParty + (sizing.driver ? 1 : 0);
  if (sizing.vehicleSeats > 0 && sizing.vehicleSeats < seatsNeeded)
    problems.push({
      path: ['sizing', 'vehicleSeats'],
      message: `${sizing.vehicleSeats} places dans le véhicule, mais ${party}${sizing.driver ? ', plus le chauffeur' : ''} : il en faut ${seatsNeeded}`,
    });
  return problems;
}

/**
 * A musician placed on stage who is not in the ensemble, or a member the plot forgets (stage), and
 * hospitality and transport sized for the travel party: the ensemble's members and the kit's crew.
 */
export function lineUpProblems(
  kit: { stage: readonly Pick<CheckedPosition, 'musician'>[]; sizing: RiderSizing; crew: readonly unknown[] },
  members: readonly { name: string }[],
): PlotProblem[] {
  const names = members.map((member) => member.name);
  const placed = kit.stage.map((position) => position.musician);
  const strangers = kit.stage.flatMap((position, index) =>
    names.includes(position.musician)
      ? []
      : [{ path: ['stage', index, 'musician'], message: `« ${position.musician} » n’est pas un musicien de la formation (${names.join(', ')})` }],
  );
  const forgotten = names
    .filter((name) => !placed.includes(name))
    .map((name) => ({ path: ['stage'], message: `${name} n’a pas de place sur le plan de scène ; ajoutez-lui une ligne` }));
  return [...strangers, ...forgotten, ...sizingProblems(kit.sizing, members.length + kit.crew.length)];
}

/** Every rule that the kit's file alone can answer (the line-up and the sizing need the ensemble's: lineUpProblems). */
export function riderProblems(data: CheckedRider): PlotProblem[] {
  return [...powerProblems(data), ...monitorSendProblems(data), ...hardwareProblems(data), ...instrumentProblems(data)];
}
