import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentMethodsRepository } from '../../src/modules/billing/payment-methods/payment-methods.repository';
import { insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const SEEKER = fixtureUuid(1, 'b');
const OTHER = fixtureUuid(2, 'b');
const VISA = { brand: 'Visa', last4: '1111', expiryMonth: 3, expiryYear: 2030 };

/** payment_methods on PostgreSQL: one default per user, kept under concurrent changes. */
describe('payment methods on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let repository: PaymentMethodsRepository;
  let profiles = 0;

  const defaultsOf = async (userId: string) =>
    (
      await orm.em
        .getConnection()
        .execute<Array<{ id: string }>>('select id from payment_methods where user_id = ? and is_default', [userId])
    ).map((row) => row.id);
  const addCard = (userId: string, makeDefault = false, at = new Date()) =>
    repository.addCard({
      id: randomUUID(),
      userId,
      customerProfileId: `cust-${userId.slice(-4)}`,
      paymentProfileId: `pp-${(profiles += 1)}`,
      card: VISA,
      makeDefault,
      at,
    });

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: SEEKER, email: 'cards.seeker@example.com', role: 'seeker' },
      { id: OTHER, email: 'cards.other@example.com', role: 'seeker' },
    ]);
    // The root manager, as Nest injects it: a fork would not see the transactions it opens (inTransaction).
    repository = new PaymentMethodsRepository(orm.em);
    await repository.saveCustomerProfile(SEEKER, 'cust-seeker', new Date());
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  beforeEach(async () => {
    await orm.em.getConnection().execute('truncate payment_methods');
  });

  it('keeps the first stored customer profile of a user', async () => {
    expect(await repository.saveCustomerProfile(SEEKER, 'cust-later', new Date())).toBe('cust-seeker');
    expect(await repository.customerProfileOf(SEEKER)).toBe('cust-seeker');
    expect(await repository.customerProfileOf(OTHER)).toBeNull();
  });

  it('refuses a second default card of a user in the database itself', async () => {
    const insert = (id: string) =>
      orm.em
        .getConnection()
        .execute(
          `insert into payment_methods (id, user_id, customer_profile_id, payment_profile_id, brand, last4, expiry_month, expiry_year, is_default, created_at, updated_at) values (?, ?, 'c', ?, 'Visa', '1111', 1, 2030, true, now(), now())`,
          [id, SEEKER, `raw-${id.slice(0, 8)}`],
        );
    await insert(randomUUID());
    await expect(insert(randomUUID())).rejects.toThrow(/payment_methods_one_default_idx/);
  });

  it('makes the first card the default, and leaves exactly one default when cards are added and chosen at the same time', async () => {
    const first = await addCard(SEEKER);
    expect(first?.isDefault).toBe(true);
    const added = await Promise.all(Array.from({ length: 6 }, () => addCard(SEEKER, true)));
    expect(await defaultsOf(SEEKER)).toHaveLength(1);
    await Promise.all(added.map((card) => repository.makeDefault(SEEKER, card!.id, new Date())));
    expect(await defaultsOf(SEEKER)).toHaveLength(1);
    expect(await repository.cardsOf(SEEKER)).toHaveLength(7);
  });

  it('promotes the newest remaining card when the default goes, and touches only the owner’s cards', async () => {
    const oldest = await addCard(SEEKER, false, new Date('2026-11-01T00:00:00Z'));
    const newest = await addCard(SEEKER, false, new Date('2026-11-03T00:00:00Z'));
    await addCard(SEEKER, false, new Date('2026-11-02T00:00:00Z'));
    const others = await addCard(OTHER);
    expect(await repository.deleteCard(OTHER, oldest!.id, new Date())).toBe(false);
    expect(await repository.makeDefault(OTHER, newest!.id, new Date())).toBe(false);
    expect(await repository.cardOf(OTHER, newest!.id)).toBeNull();
    expect(await repository.deleteCard(SEEKER, oldest!.id, new Date())).toBe(true);
    expect(await defaultsOf(SEEKER)).toEqual([newest!.id]);
    expect(await defaultsOf(OTHER)).toEqual([others!.id]);
  });

  it('refreshes the row when the gateway answers a card the user already stored', async () => {
    const card = await addCard(SEEKER);
    const again = await repository.addCard({
      id: randomUUID(),
      userId: SEEKER,
      customerProfileId: card!.customerProfileId,
      paymentProfileId: card!.paymentProfileId,
      card: { ...VISA, expiryYear: 2031 },
      makeDefault: false,
      at: new Date(),
    });
    expect(again).toMatchObject({ id: card!.id, expiryYear: 2031, isDefault: true });
    expect(await repository.cardsOf(SEEKER)).toHaveLength(1);
  });
});
