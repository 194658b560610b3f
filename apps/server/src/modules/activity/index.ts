// What the server uses of the audit trail's readers: the retention purge, for the housekeeping.
export { purgeAudit } from './service';
