import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ConflictException } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RECEIPT_MESSAGES } from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import { Clock } from '../../src/core/clock/clock';
import { AuthnetPaymentGateway } from '../../src/infrastructure/payments/authnet/authnet-payment-gateway';
import type { OpaqueData } from '../../src/infrastructure/payments/payment-gateway';
import { AdminPaymentsRepository } from '../../src/modules/billing/admin-payments/admin-payments.repository';
import { ChargesRepository } from '../../src/modules/billing/charges/charges.repository';
import { ReceiptsRepository } from '../../src/modules/billing/receipts/receipts.repository';
import { PackagesRepository } from '../../src/modules/billing/packages/packages.repository';
import { AdminPaymentsService } from '../../src/modules/billing/admin-payments/admin-payments.service';
import { insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';
import { asHttpException } from '../support/assertions';

// The local sandbox (infra/authnet-sandbox) is CommonJS outside the TypeScript projects.
interface Merchant {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  signatureKey: string;
}
interface Sandbox {
  url: string;
  settle(apiLoginId: string): number;
  stop(): Promise<void>;
}
interface SandboxModule {
  startAuthnetSandbox(options: { dataDir: string; merchants: () => Merchant[] }): Promise<Sandbox>;
  newMerchant(): Merchant;
}
const { startAuthnetSandbox, newMerchant } = require(
  path.resolve(__dirname, '../../../../infra/authnet-sandbox/index.cjs'),
) as SandboxModule;
type Accept = {
  dispatchData(secureData: unknown, handler: (response: { opaqueData?: OpaqueData; messages: unknown }) => void): void;
};

const ADMIN = fixtureUuid(1, 'e');
const PAYER = fixtureUuid(2, 'e');

/**
 * Receipts and refunds on PostgreSQL against the local Authorize.net sandbox (its own merchant and
 * data folder, in this process, so the test can settle the day's batch): the database issues one
 * receipt number per approved charge, and an admin refund voids a charge that has not settled, refunds
 * one that has, and happens once however many admins press the button.
 */
describe('receipts and refunds against the local sandbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authnet-refunds-'));
  const merchant = newMerchant();
  const config = testConfig();
  const nextYear = String(new Date().getFullYear() + 1);
  let sandbox: Sandbox;
  let gateway: AuthnetPaymentGateway;
  let accept: Accept;
  let orm: MikroORM;
  let service: AdminPaymentsService;
  const admin: Actor = (() => {
    const user = {
      id: ADMIN,
      role: 'admin' as const,
      email: 'refunds.admin@example.com',
      name: 'Ada Admin',
      companyId: null,
    };
    return { realUser: user, user, impersonation: null, session: { id: 's', signedInAt: new Date() } };
  })();

  const sql = <T extends object[] = object[]>(text: string, params: unknown[] = []) =>
    orm.em.getConnection().execute<T>(text, params);

  /** A real charge at the sandbox, recorded as billing records one: pending, then its outcome. */
  async function charge(
    amountCents: number,
    cardNumber = '4111111111111111',
  ): Promise<{ id: string; transactionId: string }> {
    const opaqueData = await new Promise<OpaqueData>((resolve, reject) =>
      accept.dispatchData(
        {
          authData: { clientKey: merchant.clientKey, apiLoginID: merchant.apiLoginId },
          cardData: { cardNumber, month: '12', year: nextYear, cardCode: '123' },
        },
        (response) =>
          response.opaqueData ? resolve(response.opaqueData) : reject(new Error(JSON.stringify(response.messages))),
      ),
    );
    const result = await gateway.charge({ amountCents, source: { opaqueData }, duplicateWindowSeconds: 0 });
    expect(result.outcome).toBe('approved');
    const id = randomUUID();
    await insertCharge(id, 'pending', amountCents, cardNumber.slice(-4));
    await sql(`update charges set status = 'approved', gateway_transaction_id = ? where id = ?`, [
      result.transactionId,
      id,
    ]);
    await issueReceipt(id);
    return { id, transactionId: result.transactionId! };
  }

  /** What billing does with an approval: the charge's receipt (ReceiptsService.issueFor). */
  const issueReceipt = (chargeId: string) => new ReceiptsRepository(orm.em.fork()).issue(chargeId);
  const approve = async (chargeId: string) => {
    await sql(`update charges set status = 'approved' where id = ?`, [chargeId]);
    await issueReceipt(chargeId);
  };
  const insertCharge = async (id: string, status: string, amountCents = 4999, last4 = '1111') => {
    await sql(
      `insert into charges (id, user_id, subscription_id, kind, item_id, period_key, amount_cents, gateway_transaction_id, card_brand, card_last4, status, created_at) values (?, ?, null, 'subscription', 'gold', ?, ?, null, 'Visa', ?, ?, now())`,
      [id, PAYER, `refunds/${id}`, amountCents, last4, status],
    );
    if (status === 'approved') await issueReceipt(id);
  };
  const receiptOf = async (chargeId: string) =>
    (await sql<Array<{ number: string }>>('select number from receipts where charge_id = ?', [chargeId]))[0]?.number ??
    null;
  const refundsOf = (chargeId: string) =>
    sql<Array<{ method: string; status: string; refunded_by: string; gateway_transaction_id: string | null }>>(
      'select method, status, refunded_by, gateway_transaction_id from charge_refunds where charge_id = ?',
      [chargeId],
    );

  beforeAll(async () => {
    sandbox = await startAuthnetSandbox({ dataDir, merchants: () => [merchant] });
    const payments = testConfig({
      AUTHNET_ENVIRONMENT: 'local',
      AUTHNET_ENDPOINT: sandbox.url,
      AUTHNET_API_LOGIN_ID: merchant.apiLoginId,
      AUTHNET_TRANSACTION_KEY: merchant.transactionKey,
      AUTHNET_CLIENT_KEY: merchant.clientKey,
      AUTHNET_SIGNATURE_KEY: merchant.signatureKey,
    }).payments!;
    gateway = new AuthnetPaymentGateway(payments);
    const page: Record<string, unknown> = { fetch, setTimeout, crypto: globalThis.crypto };
    page['window'] = page;
    vm.createContext(page);
    vm.runInContext(await (await fetch(payments.acceptJsUrl)).text(), page);
    accept = page['Accept'] as Accept;

    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: ADMIN, email: 'refunds.admin@example.com', role: 'admin' },
      { id: PAYER, email: 'refunds.payer@example.com', role: 'seeker' },
    ]);
    service = new AdminPaymentsService(
      new Clock(),
      new ChargesRepository(orm.em.fork()),
      new AdminPaymentsRepository(orm.em.fork()),
      new PackagesRepository(orm.em.fork()),
      gateway,
    );
  });

  afterAll(async () => {
    await orm?.close(true);
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issues one receipt number per approved charge, in order, and none to other charges', async () => {
    const [first, declined, second] = [randomUUID(), randomUUID(), randomUUID()];
    await insertCharge(first, 'approved');
    await insertCharge(declined, 'declined');
    await insertCharge(second, 'pending');
    expect(await receiptOf(second)).toBeNull();
    await approve(second);
    const [a, b] = [Number(await receiptOf(first)), Number(await receiptOf(second))];
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(await receiptOf(declined)).toBeNull();
    // Touching the status again keeps the number.
    await approve(second);
    expect(Number(await receiptOf(second))).toBe(b);
  });

  it('voids a charge the gateway has not settled yet, once', async () => {
    const { id, transactionId } = await charge(4999);
    const { payment } = await service.refund(admin, id);
    expect(payment).toMatchObject({
      id,
      status: 'approved',
      refundable: false,
      refund: { amount: 4999, method: 'void' },
    });
    expect((await gateway.getTransaction(transactionId))?.status).toBe('voided');
    expect(await refundsOf(id)).toEqual([
      { method: 'void', status: 'completed', refunded_by: ADMIN, gateway_transaction_id: transactionId },
    ]);
    await expect(service.refund(admin, id)).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.alreadyRefunded,
    });
  });

  it('refunds a settled charge to its card for the whole amount', async () => {
    const { id, transactionId } = await charge(12700, '5424000000000015');
    expect(sandbox.settle(merchant.apiLoginId)).toBeGreaterThan(0);
    const { payment } = await service.refund(admin, id);
    expect(payment.refund).toMatchObject({ amount: 12700, method: 'refund' });
    const [row] = await refundsOf(id);
    expect(row).toMatchObject({ method: 'refund', status: 'completed' });
    expect(row!.gateway_transaction_id).not.toBe(transactionId);
    expect(await gateway.getTransaction(row!.gateway_transaction_id!)).toMatchObject({
      type: 'refundTransaction',
      refTransactionId: transactionId,
      amountCents: 12700,
    });
  });

  it('refunds once when several admins press Refund at the same time', async () => {
    const { id } = await charge(7999);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        new AdminPaymentsService(
          new Clock(),
          new ChargesRepository(orm.em.fork()),
          new AdminPaymentsRepository(orm.em.fork()),
          new PackagesRepository(orm.em.fork()),
          gateway,
        ).refund(admin, id),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((outcome) => outcome.status === 'rejected'))
      expect(asHttpException((result as PromiseRejectedResult).reason)).toBeInstanceOf(ConflictException);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('gives the claim back when the gateway refuses, and refuses charges that were not approved', async () => {
    const { id } = await charge(2500);
    sandbox.settle(merchant.apiLoginId);
    // Our record names another card than the one charged: the gateway refuses to send the money there.
    await sql(`update charges set card_last4 = '0000' where id = ?`, [id]);
    await expect(service.refund(admin, id)).rejects.toMatchObject({ status: 400 });
    expect(await refundsOf(id)).toEqual([]);
    await sql(`update charges set card_last4 = '1111' where id = ?`, [id]);
    await expect(service.refund(admin, id)).resolves.toMatchObject({ payment: { refund: { method: 'refund' } } });

    const declined = randomUUID();
    await insertCharge(declined, 'declined');
    await expect(service.refund(admin, declined)).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.notRefundable,
    });
    await expect(service.refund(admin, randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(service.refund(admin, 'nope')).rejects.toMatchObject({ status: 404 });
  });

  it('lists payments newest first, filtered by a part of the e-mail and by status', async () => {
    const all = await service.page(admin, {});
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.payments.map((payment) => payment.date)).toEqual(
      [...all.payments.map((payment) => payment.date)].sort().reverse(),
    );
    const refunded = await service.page(admin, { status: 'refunded', email: 'PAYER@' });
    expect(refunded.total).toBe(4);
    expect(
      refunded.payments.every(
        (payment) => payment.refund !== null && payment.userEmail === 'refunds.payer@example.com',
      ),
    ).toBe(true);
    expect((await service.page(admin, { email: 'nobody_%' })).total).toBe(0);
    expect((await service.page(admin, { status: 'declined', pageSize: '1' })).payments).toHaveLength(1);
    await expect(service.page(admin, { status: 'paid' })).rejects.toMatchObject({ status: 400 });
  });
});
