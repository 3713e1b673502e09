import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes); the PHC string carries its parameters. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real verification and fails: sign-in with an unknown e-mail runs
   * this, so response times do not reveal which addresses have accounts.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= hash(randomBytes(16).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
