import type { User } from '../../domain/auth/schemas';

/** An unsigned JWT-shaped token with the given exp (seconds); enough for the browser's reading of it. */
export function makeToken(expSeconds: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp: expSeconds, ...extra })}.signature`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f1c2a3b-0000-4000-8000-000000000001',
    email: 'thandi@example.com',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    contactTel: null,
    role: 'user',
    isActive: true,
    emailNotifications: true,
    hasCreatorProfile: false,
    hasTotp: false,
    mustEnrolTotp: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
