/**
 * The rider's whole-kit rules, one by one, on a small kit the tests own: each passes on the kit
 * as written and refuses it, in French with the field's path, once one thing is made wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  hardwareProblems,
  instrumentProblems,
  lineUpProblems,
  monitorSendProblems,
  POWER_REACH,
  powerProblems,
  riderProblems,
  sizingProblems,
  stagePoint,
  type CheckedRider,
} from '../../../src/lib/rider-checks';

/** A trio on a 6 m × 4 m stage: bass amp stage right, a seated drummer upstage, a saxophone downstage. */
function trio(): CheckedRider {
  return {
    stageDimensions: { width: 6, depth: 4 },
    stage: [
      {
        musician: 'Awa',
        row: 'milieu',
        side: 'jardin',
        instruments: [
          { kind: 'contrebasse', inputs: [1], providedBy: 'groupe' },
          { kind: 'ampli-basse', inputs: [], providedBy: 'organisateur' },
        ],
      },
      { musician: 'Lázaro', row: 'fond', side: 'centre', seated: true, instruments: [{ kind: 'batterie', inputs: [2, 3], providedBy: 'organisateur' }] },
      {
        musician: 'Baptiste',
        row: 'avant',
        side: 'cour',
        instruments: [
          { kind: 'saxophone', inputs: [4], providedBy: 'groupe' },
          { kind: 'micro-voix', inputs: [5] },
        ],
      },
    ],
    inputs: [
      { channel: 1, source: 'Contrebasse', stand: 'aucun' },
      { channel: 2, source: 'Grosse caisse', stand: 'aucun' },
      { channel: 3, source: 'Charleston', stand: 'petit-pied-perche' },
      { channel: 4, source: 'Saxophone', stand: 'grand-pied-perche' },
      { channel: 5, source: 'Voix', stand: 'grand-pied-perche' },
    ],
    monitors: [
      { mix: 1, type: 'wedge', count: 1 },
      { mix: 2, type: 'ear', stereo: true, count: 1 },
    ],
    monitorSends: 3,
    powerDrops: [{ row: 'milieu', side: 'jardin', outlets: 1 }],
    hardware: [
      { kind: 'grand-pied-perche', count: 2, providedBy: 'organisateur' },
      { kind: 'petit-pied-perche', count: 1, providedBy: 'organisateur' },
      { kind: 'pied-charleston', count: 1, providedBy: 'organisateur' },
      { kind: 'pied-caisse-claire', count: 1, providedBy: 'organisateur' },
      { kind: 'tabouret', count: 1, providedBy: 'organisateur' },
    ],
  };
}

const messages = (problems: { path: (string | number)[]; message: string }[]) => problems.map((problem) => `${problem.path.join('.')} : ${problem.message}`);

describe('a rider checked as a whole', () => {
  it('accepts a kit whose power, sends, stands, stools and instruments agree', () => {
    expect(riderProblems(trio())).toEqual([]);
  });

  it('places the grid as the plot does: jardin on the left, upstage at the top', () => {
    expect(stagePoint('fond', 'jardin', { width: 10, depth: 6 })).toEqual({ x: 1, y: 1 });
    expect(stagePoint('avant', 'cour', { width: 10, depth: 6 })).toEqual({ x: 9, y: 5 });
  });

  it(`refuses an amplifier with no power drop within ${POWER_REACH} m, naming the instrument`, () => {
    const kit = { ...trio(), powerDrops: [{ row: 'avant', side: 'cour', outlets: 1, spare: true }] as CheckedRider['powerDrops'] };
    expect(messages(powerProblems(kit))).toEqual([
      'stage.0.instruments.1 : ampli-basse de Awa n’a pas d’arrivée électrique à moins de 3 m (la plus proche est à 5 m) ; ajoutez une arrivée dans powerDrops près de sa place',
    ]);
  });

  it('powers side-fills as a pair at the wings', () => {
    const kit = { ...trio(), monitors: [...trio().monitors, { mix: 3, type: 'side-fill', count: 2 }] as CheckedRider['monitors'] };
    expect(messages(powerProblems(kit))).toEqual([expect.stringMatching(/^monitors\.2 : side-fill cour \(retour 3\) n’a pas d’arrivée électrique/)]);
    expect(powerProblems({ ...kit, powerDrops: [...kit.powerDrops, { row: 'milieu', side: 'cour', outlets: 1 }] })).toEqual([]);
  });

  it('refuses a drop where nothing needs power, unless marked spare', () => {
    const kit = { ...trio(), powerDrops: [...trio().powerDrops, { row: 'avant', side: 'cour', outlets: 3 }] as CheckedRider['powerDrops'] };
    expect(messages(powerProblems(kit))).toEqual([
      'powerDrops.1 : l’arrivée électrique avant, cour n’alimente rien à moins de 3 m (ni ampli, ni clavier, ni pédalier, ni side-fill) ; retirez-la, déplacez-la, ou cochez « de secours » (spare)',
    ]);
    expect(powerProblems({ ...kit, powerDrops: [trio().powerDrops[0]!, { row: 'avant', side: 'cour', outlets: 3, spare: true }] })).toEqual([]);
  });

  it('counts a stereo in-ear as two sends against the stated count', () => {
    expect(messages(monitorSendProblems({ ...trio(), monitorSends: 2 }))).toEqual([
      'monitorSends : 2 départs retours annoncés, mais les retours en prennent 3 (2 retours, dont 1 ear monitor stéréo qui en prend deux) ; écrivez 3',
    ]);
  });

  it('asks as many stands of each kind as inputs on them', () => {
    const kit = trio();
    kit.hardware = kit.hardware.filter((line) => line.kind !== 'petit-pied-perche');
    expect(messages(hardwareProblems(kit))).toEqual([
      'hardware : 0 « petit-pied-perche » dans le backline, mais les entrées sur « petit-pied-perche » (3) en demandent 1 ; écrivez 1',
    ]);
  });

  it('asks a hi-hat and a snare stand per drum kit, and a seated drummer', () => {
    const kit = trio();
    kit.hardware = kit.hardware.filter((line) => line.kind !== 'pied-charleston');
    kit.stage = kit.stage.map((position) => ({ ...position, seated: false }));
    expect(messages(hardwareProblems(kit))).toEqual([
      'stage.1.seated : Lázaro joue de la batterie : cochez « assis » (seated), son tabouret est compté dans le backline',
      'hardware : 0 « pied-charleston » dans le backline, mais les batteries du plan (1) en demandent 1 ; écrivez 1',
      'hardware : 1 « tabouret » dans le backline, mais les musiciens assis hors piano (0) en demandent 0 ; écrivez 0 ou retirez la ligne',
    ]);
  });

  it('asks one stool per seated player, none for a pianist, and each kind on one line only', () => {
    const kit = trio();
    kit.stage = [...kit.stage, { musician: 'Osmany', row: 'milieu', side: 'cour', seated: true, instruments: [{ kind: 'piano-a-queue', inputs: [], providedBy: 'organisateur' }] }];
    expect(hardwareProblems(kit)).toEqual([]);
    kit.hardware = [...kit.hardware, { kind: 'tabouret', count: 2, providedBy: 'organisateur' }];
    expect(messages(hardwareProblems(kit))).toEqual([
      'hardware.5.kind : « tabouret » est déjà sur une autre ligne du backline : une ligne par sorte, avec son nombre',
      'hardware : 3 « tabouret » dans le backline, mais les musiciens assis hors piano (1) en demandent 1 ; écrivez 1',
    ]);
  });

  it('asks who brings every instrument on the plot, and an input for every microphone', () => {
    const kit = trio();
    kit.stage = [
      { musician: 'Awa', row: 'milieu', side: 'jardin', instruments: [{ kind: 'contrebasse', inputs: [1] }] },
      { musician: 'Baptiste', row: 'avant', side: 'cour', instruments: [{ kind: 'micro-voix', inputs: [] }] },
    ];
    expect(messages(instrumentProblems(kit))).toEqual([
      'stage.0.instruments.0.providedBy : contrebasse de Awa : dites qui l’apporte (providedBy : groupe ou organisateur), pour le backline',
      'stage.1.instruments.0.inputs : le micro-voix de Baptiste n’a aucune voie : indiquez la voie du patch qu’il prend',
    ]);
  });

  it('sizes rooms, dressing room, towels and meals from the travel party, and seats the driver too', () => {
    const sizing = { rooms: 6, dressingRoom: 6, towels: 6, meals: 6, vehicleSeats: 7, driver: true };
    expect(sizingProblems(sizing, 6)).toEqual([]);
    expect(messages(sizingProblems({ ...sizing, dressingRoom: 5, towels: 5 }, 6))).toEqual([
      'sizing.dressingRoom : 5 places en loge, mais l’équipe en tournée (la formation et crew) compte 6 personnes ; écrivez 6',
      'sizing.towels : 5 serviettes, mais l’équipe en tournée (la formation et crew) compte 6 personnes ; écrivez 6',
    ]);
    expect(messages(sizingProblems({ ...sizing, rooms: 7, dressingRoom: 7, towels: 7, meals: 7 }, 7))).toEqual([
      'sizing.vehicleSeats : 7 places dans le véhicule, mais l’équipe en tournée (la formation et crew) compte 7 personnes, plus le chauffeur : il en faut 8',
    ]);
    expect(sizingProblems({ ...sizing, vehicleSeats: 0 }, 6)).toEqual([]);
  });

  it('checks the kit against its ensemble: the plot places the members, nobody else, and the travel party counts the crew', () => {
    const members = [{ name: 'Awa' }, { name: 'Baptiste' }];
    const sizing = { rooms: 3, dressingRoom: 3, towels: 3, meals: 3, vehicleSeats: 0, driver: false };
    const kit = { stage: [{ musician: 'Baptiste' }, { musician: 'Awa' }], sizing, crew: [{ name: 'Lucie' }] };
    expect(lineUpProblems(kit, members)).toEqual([]);
    expect(messages(lineUpProblems({ ...kit, stage: [{ musician: 'Awa' }, { musician: 'Chucho' }] }, members))).toEqual([
      'stage.1.musician : « Chucho » n’est pas un musicien de la formation (Awa, Baptiste)',
      'stage : Baptiste n’a pas de place sur le plan de scène ; ajoutez-lui une ligne',
    ]);
    expect(messages(lineUpProblems({ ...kit, crew: [] }, members))).toEqual([
      'sizing.rooms : 3 chambres, mais l’équipe en tournée (la formation et crew) compte 2 personnes ; écrivez 2',
      'sizing.dressingRoom : 3 places en loge, mais l’équipe en tournée (la formation et crew) compte 2 personnes ; écrivez 2',
      'sizing.towels : 3 serviettes, mais l’équipe en tournée (la formation et crew) compte 2 personnes ; écrivez 2',
      'sizing.meals : 3 repas, mais l’équipe en tournée (la formation et crew) compte 2 personnes ; écrivez 2',
    ]);
  });
});
