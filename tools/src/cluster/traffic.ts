// What signed-in people do during the load runs, checked: buyers top up and buy plans with an
// Idempotency-Key, retrying the same request with the same key whenever no answer came (a
// process killed, the database restarting), and at the end every buyer's balance must be what
// the answered requests add up to (each applied once); speakers chat in a live room and a
// listener must hear every message the api accepted.
import type { CheckoutStarted, CoinShop } from '@matchday/contracts/coins/contract';
import type { Plan } from '@matchday/contracts/tips/contract';
import type { CoinBalance } from '@matchday/contracts/coins/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { PurchaseResponse } from '@matchday/contracts/tips/contract';
import { REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import { call, signIn } from './accounts';

export interface CoinCounts {
  buyers: number;
  attempts: number;
  retries: number;
  topUps: number;
  purchases: number;
  refused: number;
  /** Buyers whose balance is not what their answered requests add up to (must be 0). */
  ledgerMismatches: number;
  notes: string[];
}

export interface ChatCounts {
  speakers: number;
  sent: number;
  /** Sends that got no answer (a process killed mid-request): not counted as sent. */
  unanswered: number;
  heard: number;
  /** Accepted by the api, never heard by the listener (must be 0). */
  lost: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same request, with the same key, until it is answered (not a 5xx or no answer at all). */
async function answered<T>(base: string, path: string, token: string, body: unknown, key: string, counts: CoinCounts, stopped: () => boolean) {
  for (let attempt = 0; ; attempt += 1) {
    counts.attempts += 1;
    if (attempt > 0) counts.retries += 1;
    try {
      const answer = await call<T>(base, 'POST', path, { token, body, key });
      if (answer.status < 500) return answer;
    } catch {
      // no answer: the request may or may not have been applied; the key makes asking again safe
    }
    if (stopped() && attempt > 60) return null;
    await sleep(500);
  }
}

class Buyer {
  expected = 0;
  private readonly bought = new Set<string>();

  constructor(
    private readonly base: string,
    readonly token: string,
    private readonly counts: CoinCounts,
    private readonly stopped: () => boolean,
  ) {}

  async run(): Promise<void> {
    // A new account may start with coins (a welcome gift): the count starts from what it has.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const balance = await call<CoinBalance>(this.base, 'GET', '/api/coins/balance', { token: this.token }).catch(() => null);
      if (balance?.code === 0) {
        this.expected = balance.data.balance;
        break;
      }
      await sleep(500);
    }
    let round = 0;
    while (!this.stopped()) {
      round += 1;
      try {
        await this.round(round);
      } catch (error) {
        this.counts.notes.push(`buyer: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(1500);
    }
  }

  private async round(round: number): Promise<void> {
    const shop = await call<CoinShop>(this.base, 'GET', '/api/coins/packages');
    const pack = shop.data?.packages?.find((candidate) => candidate.providers.includes('development'));
    if (!pack) return;
    const key = `load-topup-${this.token.slice(0, 8)}-${round}`;
    const topUp = await answered<CheckoutStarted>(this.base, '/api/coins/top-ups', this.token, { packageId: Number(pack.id), provider: 'development' }, key, this.counts, this.stopped);
    if (topUp?.code === 0) {
      this.expected += pack.coins + pack.bonusCoins;
      this.counts.topUps += 1;
    } else if (topUp) this.counts.refused += 1;

    const plans = await call<CursorPage<Plan>>(this.base, 'GET', '/api/plans');
    const plan = plans.data?.items?.find((candidate) => !this.bought.has(candidate.id) && candidate.priceForViewer > 0 && candidate.priceForViewer <= this.expected);
    if (!plan) return;
    const purchase = await answered<PurchaseResponse>(this.base, '/api/plans/purchases', this.token, { planId: Number(plan.id) }, `load-buy-${this.token.slice(0, 8)}-${plan.id}`, this.counts, this.stopped);
    this.bought.add(plan.id);
    if (purchase?.code === 0) {
      this.expected -= purchase.data.price;
      this.counts.purchases += 1;
    } else if (purchase) this.counts.refused += 1;
  }

  async check(): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const balance = await call<CoinBalance>(this.base, 'GET', '/api/coins/balance', { token: this.token }).catch(() => null);
      if (balance?.code === 0) return balance.data.balance === this.expected;
      await sleep(500);
    }
    return false;
  }
}

export class CoinTraffic {
  readonly counts: CoinCounts;
  private buyers: Buyer[] = [];
  private running: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly base: string,
    size: number,
  ) {
    this.counts = { buyers: size, attempts: 0, retries: 0, topUps: 0, purchases: 0, refused: 0, ledgerMismatches: 0, notes: [] };
  }

  async start(): Promise<void> {
    const sessions = await Promise.all(Array.from({ length: this.counts.buyers }, () => signIn(this.base)));
    this.buyers = sessions.map((session) => new Buyer(this.base, session.token, this.counts, () => this.stopping));
    this.running = this.buyers.map((buyer) => buyer.run());
  }

  async stop(): Promise<CoinCounts> {
    this.stopping = true;
    await Promise.all(this.running);
    for (const buyer of this.buyers) if (!(await buyer.check())) this.counts.ledgerMismatches += 1;
    return this.counts;
  }
}

export class ChatTraffic {
  readonly counts: ChatCounts;
  private readonly accepted = new Map<string, number>();
  private readonly heard = new Set<string>();
  private socket: WebSocket | null = null;
  private last: number | null = null;
  private stopping = false;
  private running: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly roomId: string,
    speakers: number,
  ) {
    this.counts = { speakers, sent: 0, unanswered: 0, heard: 0, lost: 0 };
  }

  async start(): Promise<void> {
    this.listen();
    const sessions = await Promise.all(Array.from({ length: this.counts.speakers }, () => signIn(this.base)));
    this.running = sessions.map((session, index) => this.speak(session.token, index));
  }

  /** The listener resumes from its last number after a drop, as a fan does. */
  private listen(): void {
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    this.socket = socket;
    const channel = `chat:${this.roomId}`;
    socket.onopen = () => socket.send(JSON.stringify(this.last === null ? { type: 'subscribe', channel } : { type: 'subscribe', channel, since: this.last }));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      if (message.type === 'subscribed' || message.type === 'resync') this.last = Math.max(this.last ?? 0, message.seq);
      if (message.type !== 'message' || message.channel !== channel) return;
      this.last = message.seq;
      const data = message.data as { type?: string; message?: { text?: string } };
      if (data.type === 'message' && data.message?.text?.startsWith('load ')) this.heard.add(data.message.text);
    };
    socket.onclose = () => {
      if (!this.stopping) setTimeout(() => this.listen(), 500);
    };
    socket.onerror = () => undefined;
  }

  private async speak(token: string, index: number): Promise<void> {
    for (let count = 0; !this.stopping; count += 1) {
      const text = `load ${index} ${count} ${Date.now().toString(36)}`;
      try {
        const answer = await call(this.base, 'POST', `/api/rooms/${this.roomId}/chat`, { token, body: { text } });
        if (answer.code === 0) {
          this.accepted.set(text, Date.now());
          this.counts.sent += 1;
        } else this.counts.unanswered += 1;
      } catch {
        this.counts.unanswered += 1;
      }
      await sleep(2500);
    }
  }

  async stop(): Promise<ChatCounts> {
    this.stopping = true;
    await Promise.all(this.running);
    await sleep(3000); // the last ones' way to the listener
    this.socket?.close();
    this.counts.heard = this.heard.size;
    // What a resync made the page fetch again (the room's recent messages) counts as received.
    const recent = await call<{ text: string }[]>(this.base, 'GET', `/api/rooms/${this.roomId}/chat`).catch(() => null);
    const refetched = new Set((recent?.data ?? []).map((message) => message.text));
    for (const text of this.accepted.keys()) if (!this.heard.has(text) && !refetched.has(text)) this.counts.lost += 1;
    return this.counts;
  }
}
