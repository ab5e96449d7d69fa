import { ISSUED, REJECTED, afterAmendmentApproved, stateAfterApproval, stateAfterCreation, type Protocol } from '../../../domain/tax-note-protocol';
import type { Random } from './demo-records';

/**
 * The life a demo note has had by `now`: created, then approved (by a person, or by the system
 * after the hours the protocol allows) or rejected, issued by the receveur, sometimes amended or
 * disputed. A step whose time is still in the future has not happened: recent notes wait.
 */
export type Actor = { key: string; name: string };
export type NoteEvent = {
  kind: string;
  userKey: string | null;
  userName: string | null;
  reason: string;
  data: Record<string, unknown>;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
};
export type Life = {
  lifecycle: 'waitingForApproval' | 'approved' | 'issued' | 'rejected';
  awaitingActor: 'approver' | 'receveur' | null;
  amount: number;
  disputed: boolean;
  pendingAmendment: { amount: number; reason: string; requestedBy: string; requestedAt: string } | null;
  approvedAt: string | null;
  approvedBy: string | null;
  issuedAt: string | null;
  issuedBy: string | null;
  events: NoteEvent[];
};

const HOUR = 3_600_000;
const TOWNS = { lubumbashi: [-11.664, 27.479], likasi: [-10.981, 26.733] } as const;
const REJECTIONS = [
  'Pièces justificatives manquantes',
  'Contribuable mal identifié',
  'Mauvaise rubrique de la nomenclature',
  "Doublon d'une note déjà établie",
  'Période de taxation erronée',
];
const AMENDMENTS = [
  'Superficie corrigée après contrôle sur le terrain',
  'Puissance fiscale corrigée selon la carte grise',
  'Exonération partielle accordée par décision du ministre provincial',
  'Erreur de saisie du loyer mensuel',
];
const DISPUTES = [
  'Le contribuable conteste la superficie taxée',
  'Le contribuable affirme avoir vendu le véhicule avant la période',
  'Réclamation : le bâtiment est inoccupé depuis six mois',
  'Le contribuable conteste la catégorie du bien',
];

export function lifecycleOf(
  random: Random,
  input: {
    createdAt: number;
    now: number;
    amount: number;
    currency: string;
    creator: Actor;
    protocol: Protocol;
    mayReject: boolean;
    town: keyof typeof TOWNS;
    users: (key: string) => Actor;
  },
): Life {
  const { createdAt, now, creator, protocol, users, currency } = input;
  const [lat, lng] = TOWNS[input.town];
  const life: Life = {
    ...stateAfterCreation(protocol),
    amount: input.amount,
    disputed: false,
    pendingAmendment: null,
    approvedAt: null,
    approvedBy: null,
    issuedAt: null,
    issuedBy: null,
    events: [],
  };
  // Each event at least a minute after the one before; the first one at the creation instant.
  let last = createdAt - 60_000;
  const add = (kind: string, at: number, actor: Actor | null, reason = '', data: Record<string, unknown> = {}) => {
    last = Math.max(at, last + 60_000);
    const here = kind === 'created';
    life.events.push({
      kind,
      userKey: actor?.key ?? null,
      userName: actor?.name ?? null,
      reason,
      data,
      latitude: here ? Math.round((lat + (random.next() - 0.5) * 0.06) * 1e6) / 1e6 : null,
      longitude: here ? Math.round((lng + (random.next() - 0.5) * 0.06) * 1e6) / 1e6 : null,
      createdAt: new Date(last).toISOString(),
    });
    return new Date(last).toISOString();
  };
  const between = (fromHours: number, toHours: number) => (fromHours + (toHours - fromHours) * random.next() ** 2) * HOUR;
  // Four eyes: the officer who decides is never the person who made the request (the note's
  // creator, the amendment's requester, the dispute's recorder); one draw either way, so the
  // demo's random sequence stays the same.
  const officer = (maker: Actor) => {
    const drawn = random.chance(0.85) ? 'user-approver' : 'user-admin';
    return users(drawn === maker.key ? (drawn === 'user-admin' ? 'user-approver' : 'user-admin') : drawn);
  };
  // Disputes are recorded by the front office (the taxateur; sometimes the administrator).
  const recorder = () => users(random.chance(0.85) ? 'user-taxateur' : 'user-admin');
  add('created', createdAt, creator, '', { amount: input.amount, currency, lifecycle: life.lifecycle });

  const auto = protocol.autoApproveAfterHours;
  if (protocol.approver) {
    if (input.mayReject && random.chance(0.06)) {
      const at = createdAt + between(1, auto ? auto - 1 : 30);
      if (at > now) return life;
      add('rejected', at, officer(creator), random.pick(REJECTIONS));
      return { ...life, ...REJECTED };
    }
    const byTheSystem = auto !== null && random.chance(0.35);
    // Most are decided within two days; a backlog (larger this week) leaves some waiting up to three weeks.
    const recent = now - createdAt < 14 * 24 * HOUR;
    const delay = random.chance(recent ? 0.35 : 0.85) ? between(0.5, 48) : between(48, 500);
    const system = auto !== null && (byTheSystem || delay >= auto * HOUR);
    const at = system ? createdAt + auto * HOUR + random.int(1, 15) * 60_000 : createdAt + delay;
    if (at > now) return life;
    const approver = system ? null : officer(creator);
    life.approvedAt = add(system ? 'autoApproved' : 'approved', at, approver);
    life.approvedBy = approver?.key ?? null;
  } else life.approvedAt = new Date(createdAt).toISOString();
  Object.assign(life, stateAfterApproval(protocol));

  // A receveur issues within days: a few notes approved in the last ten days still wait for them,
  // none approved long ago (the walk saw one waiting 540 days). One draw either way, as before.
  const leftWaiting = protocol.receveur ? random.chance(0.03) : false;
  if (protocol.receveur && (!leftWaiting || now - last > 10 * 24 * HOUR)) {
    const at = leftWaiting ? last + 72 * HOUR : last + between(1, 144);
    if (at <= now) {
      life.issuedAt = add('issued', at, users('user-receveur'));
      life.issuedBy = 'user-receveur';
      Object.assign(life, ISSUED);
    }
  }

  if (random.chance(0.05)) {
    const requestedAt = last + between(24, 480);
    const amount = Math.max(100, Math.round((life.amount * (0.6 + 0.35 * random.next())) / 100) * 100);
    if (requestedAt <= now && amount !== life.amount) {
      const reason = random.pick(AMENDMENTS);
      const requester = random.chance(0.7) ? creator : users('user-admin');
      const requestedAtText = add('amendmentRequested', requestedAt, requester, reason, { amount, currency, previousAmount: life.amount });
      // An officer decides two days to a month after the request: recent requests still wait.
      const decidedAt = requestedAt + between(48, 720);
      if (decidedAt > now) life.pendingAmendment = { amount, reason, requestedBy: requester.key, requestedAt: requestedAtText };
      else if (random.chance(0.8)) {
        add('amendmentApproved', decidedAt, officer(requester), '', { amount, currency, previousAmount: life.amount });
        Object.assign(life, afterAmendmentApproved({ amount }));
      } else add('amendmentRejected', decidedAt, officer(requester), 'Aucune pièce ne justifie la modification', { amount });
    }
  }

  if (life.lifecycle === 'issued' && random.chance(0.04)) {
    const at = last + between(24, 720);
    if (at <= now) {
      const disputer = recorder();
      add('disputed', at, disputer, random.pick(DISPUTES));
      life.disputed = true;
      const closedAt = last + between(24, 240);
      if (random.chance(0.5) && closedAt <= now) {
        add('disputeRejected', closedAt, officer(disputer), 'Réclamation non fondée après vérification');
        life.disputed = false;
      }
    }
  }
  return life;
}
