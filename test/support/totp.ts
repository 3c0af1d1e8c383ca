// The code an authenticator app would show for a TOTP secret (Cognito's: SHA-1, 6 digits, 30 s).
import { Secret, TOTP } from 'otpauth';

export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

/** A 6-digit code that is not the current one (nor the ones either side of it). */
export function wrongTotpCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
