/**
 * What the simulated Facebook knows: its people, their ad accounts and pages (with lead forms),
 * access tokens, and every Marketing API object created through it, with each object's status
 * history so delivery knows which days an ad ran. Kept in memory, optionally saved to a JSON file
 * so `npm run start:sandbox` keeps published ads across restarts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

export interface SandboxPerson {
  id: string;
  name: string;
  email?: string;
}

export interface SandboxAdAccount {
  account_id: string;
  name: string;
  currency: string;
  account_status: number;
  timezone_name: string;
  owner: string;
}

export interface SandboxPage {
  id: string;
  name: string;
  owner: string;
  leadForms: { id: string; name: string; status: 'ACTIVE' | 'ARCHIVED' }[];
}

export type ObjectType = 'campaign' | 'adset' | 'adimage' | 'adcreative' | 'ad' | 'report_run';

export interface SandboxObject {
  id: string;
  type: ObjectType;
  accountId: string;
  parentId?: string;
  fields: Record<string, unknown>;
  /** [date 'YYYY-MM-DD', status] in order: the status from that day on. */
  statusHistory: [string, string][];
  /** Ad sets: [date, { daily_budget | lifetime_budget }] in order: the budget from that day on. */
  budgetHistory?: [string, Record<string, unknown>][];
  createdDate: string;
  /** When it was created (ms, sandbox clock): an ad is in review for a few minutes after. */
  createdAt?: number;
  /** Ads: the policies its copy breaks, as `ad_review_feedback.global` (decided at creation, known once reviewed). */
  disapproval?: Record<string, string>;
}

const BUDGET_FIELDS = ['daily_budget', 'lifetime_budget'] as const;
const budgetOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(BUDGET_FIELDS.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]]));

export interface SandboxTokenGrant {
  personId: string;
  expiresAt: number;
}

interface Snapshot {
  objects: SandboxObject[];
  nextId: number;
}

export const SANDBOX_PERSON: SandboxPerson = { id: '10000000000001', name: 'Sandbox Advertiser', email: 'advertiser@sandbox.example' };

export function defaultAccounts(owner: string): SandboxAdAccount[] {
  return [
    { account_id: '100000001', name: 'Sandbox Ads (USD)', currency: 'USD', account_status: 1, timezone_name: 'America/Los_Angeles', owner },
    {
      account_id: '100000002',
      name: 'Sandbox Ads Việt Nam (VND)',
      currency: 'VND',
      account_status: 1,
      timezone_name: 'Asia/Ho_Chi_Minh',
      owner,
    },
    { account_id: '100000003', name: 'Disabled sandbox account', currency: 'USD', account_status: 2, timezone_name: 'UTC', owner },
  ];
}

export function defaultPages(owner: string): SandboxPage[] {
  return [
    { id: '200000001', name: 'Sandbox Shoes', owner, leadForms: [{ id: '300000001', name: 'Newsletter sign-up', status: 'ACTIVE' }] },
    { id: '200000002', name: 'Sandbox Coffee', owner, leadForms: [] },
  ];
}

export class SandboxWorld {
  readonly people = new Map<string, SandboxPerson>();
  readonly accounts: SandboxAdAccount[] = [];
  readonly pages: SandboxPage[] = [];
  readonly tokens = new Map<string, SandboxTokenGrant>();
  readonly objects = new Map<string, SandboxObject>();
  /** Goes up with every created or updated object: what was computed from an older revision is stale. */
  revision = 0;
  private nextId = 1;

  constructor(private readonly file?: string) {
    this.addPerson(SANDBOX_PERSON);
    if (file && fs.existsSync(file)) {
      const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
      for (const o of snapshot.objects) this.objects.set(o.id, o);
      this.nextId = snapshot.nextId;
    }
  }

  /** A person with the default accounts and pages, unless given their own. */
  addPerson(person: SandboxPerson, accounts = defaultAccounts(person.id), pages = defaultPages(person.id)) {
    this.people.set(person.id, person);
    this.accounts.push(...accounts.map((a) => ({ ...a, owner: person.id })));
    this.pages.push(...pages.map((p) => ({ ...p, owner: person.id })));
  }

  issueToken(personId: string, lifetimeSeconds: number, now: number): string {
    const token = `EAAB${randomBytes(24).toString('hex')}`;
    this.tokens.set(token, { personId, expiresAt: now + lifetimeSeconds * 1000 });
    return token;
  }

  account(accountId: string) {
    return this.accounts.find((a) => a.account_id === accountId);
  }

  create(
    type: ObjectType,
    accountId: string,
    fields: Record<string, unknown>,
    today: string,
    parentId?: string,
    extra: Pick<SandboxObject, 'createdAt' | 'disapproval'> = {},
  ): SandboxObject {
    const id = `${type === 'report_run' ? 9 : 6}${String(this.nextId++).padStart(14, '0')}`;
    const status = typeof fields.status === 'string' ? fields.status : 'ACTIVE';
    const budget = budgetOf(fields);
    const object: SandboxObject = {
      id,
      type,
      accountId,
      parentId,
      fields,
      statusHistory: [[today, status]],
      ...(Object.keys(budget).length ? { budgetHistory: [[today, budget]] } : {}),
      createdDate: today,
      ...extra,
    };
    this.objects.set(id, object);
    this.revision++;
    this.save();
    return object;
  }

  update(id: string, fields: Record<string, unknown>, today: string) {
    const object = this.objects.get(id);
    if (!object) return undefined;
    Object.assign(object.fields, fields);
    for (const [k, v] of Object.entries(fields)) if (v === undefined) delete object.fields[k];
    if (typeof fields.status === 'string') object.statusHistory.push([today, fields.status]);
    const budget = budgetOf(fields);
    if (Object.keys(budget).length) object.budgetHistory = [...(object.budgetHistory ?? []), [today, budget]];
    this.revision++;
    this.save();
    return object;
  }

  children(parentId: string, type: ObjectType) {
    return [...this.objects.values()].filter((o) => o.parentId === parentId && o.type === type);
  }

  ofAccount(accountId: string, type: ObjectType) {
    return [...this.objects.values()].filter((o) => o.accountId === accountId && o.type === type);
  }

  private save() {
    if (!this.file) return;
    const snapshot: Snapshot = { objects: [...this.objects.values()], nextId: this.nextId };
    fs.writeFileSync(this.file, JSON.stringify(snapshot));
  }
}

/** The status an object had on a day: the last change on or before it. */
export function statusOn(object: SandboxObject, date: string): string | undefined {
  let status: string | undefined;
  for (const [from, s] of object.statusHistory) if (from <= date) status = s;
  return status;
}

/** An ad set's budget fields on a day: the last change on or before it (the first known budget before any). */
export function budgetOn(adset: SandboxObject, date: string): Record<string, unknown> {
  const history = adset.budgetHistory;
  if (!history?.length) return budgetOf(adset.fields);
  let budget = history[0]?.[1] ?? {};
  for (const [from, b] of history) if (from <= date) budget = b;
  return budget;
}
