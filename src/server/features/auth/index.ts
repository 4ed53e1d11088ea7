// The auth feature's face: what the rest of the server may use of it.
export { authMail } from './mail';
export { presentUser } from './presenter';
export { changeOwnPassword, ensureSuperAdmin, findUserByEmail, getUser, hasCreatorProfile, hashPassword, isCurrentPassword, normaliseEmail, storeNewPassword } from './service';
export { currentPasswordLimit } from './password-checks';
export type { UserRow } from './service';
export { turnOffTotp } from './second-factor';
export { deleteExpiredSessions, endSessionsOf } from './sessions';
export { TOTP_SECRET_PURPOSE } from './totp';
export { createTokenIssuer } from './tokens';
export type { TokenIssuer } from './tokens';
