// What other services may use of loyalty: a member's session and record, the points pools and their ledger,
// and the points earned or spent by a paid or cancelled reservation. Other services import only this file.
export { creditEarnedPoints, giveBackSpentPoints, takeBackEarnedPoints } from './earned-points';
export { findMember } from './loyalty.queries';
export { addLedgerEntry, lockMember, memberTier, poolBalanceCents } from './points.queries';
export { memberOfSession } from './sessions';
