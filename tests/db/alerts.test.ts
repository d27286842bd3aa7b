import {
  countPriceAlerts,
  createPriceAlert,
  createUser,
  type DatabaseHandle,
  deletePriceAlert,
  firePriceAlert,
  listPriceAlerts,
  migrateToLatest,
  notePriceAlertPrice,
  readTraderRestocks,
  storeTraderRestocks,
  waitingPriceAlerts,
} from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

const SALEWA = "544fb45d4bdc2dee738b4568";
const PRAPOR = "54cb50c76803fa8b248b4571";
const FENCE = "579dc571d53a0658a154fbec";

/** Trader restocks and price alerts (issue 32 item 6, migration 028) on SQLite and PostgreSQL. */
describe.each(engines())("restocks and price alerts on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("keeps each mode's restock times as the last reply gave them, and says whether they changed", async () => {
    // Times GENERATED for the test (epoch ms beyond 2^31, as real ones are).
    const times = [
      { traderId: PRAPOR, resetAt: 1_795_885_401_000 },
      { traderId: FENCE, resetAt: null },
    ];
    expect(await storeTraderRestocks(handle.db, "pvp", times, 1_000)).toBe(true);
    expect(await storeTraderRestocks(handle.db, "pvp", times, 2_000)).toBe(false);
    expect(await readTraderRestocks(handle.db, "pvp")).toEqual([
      { traderId: PRAPOR, resetAt: 1_795_885_401_000, fetchedAt: 2_000 },
      { traderId: FENCE, resetAt: null, fetchedAt: 2_000 },
    ]);
    expect(await readTraderRestocks(handle.db, "pve")).toEqual([]);
    // A trader the next reply leaves out keeps no time.
    expect(await storeTraderRestocks(handle.db, "pvp", [{ traderId: PRAPOR, resetAt: 1_795_899_801_000 }], 3_000)).toBe(true);
    expect((await readTraderRestocks(handle.db, "pvp")).map((r) => r.traderId)).toEqual([PRAPOR]);
  });

  it("an alert fires once, lists with its figures as numbers, and only its owner removes it", async () => {
    const user = await createUser(handle.db, { email: `alerts-${engine.name}@example.test`, fraction: "USEC" });
    const other = await createUser(handle.db, { email: `alerts-other-${engine.name}@example.test`, fraction: "BEAR" });
    const alert = await createPriceAlert(handle.db, {
      userUid: user.uid,
      itemUid: SALEWA,
      mode: "pve",
      direction: "below",
      value: 18_000,
      lastPrice: 20_000,
      now: 5_000,
      // The language it was set in: its Discord message is written in it (decision 068).
      locale: "ru",
    });
    expect(await countPriceAlerts(handle.db, user.uid)).toBe(1);
    expect((await waitingPriceAlerts(handle.db, "pve")).map((a) => a.id)).toEqual([alert.id]);
    expect(await waitingPriceAlerts(handle.db, "pvp")).toEqual([]);
    await notePriceAlertPrice(handle.db, alert.id, 19_000);
    expect(await firePriceAlert(handle.db, alert.id, { at: 6_000, from: 19_000, price: 17_500 })).toBe(true);
    // A second instance evaluating the same import does not fire it again.
    expect(await firePriceAlert(handle.db, alert.id, { at: 6_001, from: 19_000, price: 17_000 })).toBe(false);
    expect(await waitingPriceAlerts(handle.db, "pve")).toEqual([]);
    expect(await listPriceAlerts(handle.db, user.uid)).toEqual([
      {
        id: alert.id,
        userUid: user.uid,
        itemUid: SALEWA,
        mode: "pve",
        direction: "below",
        value: 18_000,
        lastPrice: 17_500,
        createdAt: 5_000,
        firedAt: 6_000,
        firedFrom: 19_000,
        firedPrice: 17_500,
        locale: "ru",
      },
    ]);
    expect(await deletePriceAlert(handle.db, other.uid, alert.id)).toBe(false);
    expect(await deletePriceAlert(handle.db, user.uid, alert.id)).toBe(true);
    expect(await listPriceAlerts(handle.db, user.uid)).toEqual([]);
  });
});
