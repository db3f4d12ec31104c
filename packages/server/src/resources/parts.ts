import type { FieldErrors, Mapping, Resource, RowOf, Transition, ValuesOf } from '@rimba/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailContent } from '../mail/templates.js';
import type { OperationContext, Row } from './operations.js';

/** What a write is: a new row, or a change of a row as it was before. */
export type Change<R> = { mode: 'create'; previous?: undefined } | { mode: 'update'; previous: RowOf<R> };

/** A transition being made: which one, the row before it, and the caller's reason. */
export interface TransitionCall<R> {
  transition: Transition;
  previous: RowOf<R>;
  reason: string | null;
}

/**
 * What one resource does beyond the generic operations, kept in its own folder. Every hook is optional
 * and runs inside the write's transaction (with `ctx.db` the transaction): a hook that throws leaves
 * nothing written. Work that must wait for the commit goes to `ctx.afterCommit`.
 */
export interface ResourceHooks<R extends Resource = Resource> {
  /** Checks that need the database, after the rules: messages by field, empty when fine. */
  check?(ctx: OperationContext, values: ValuesOf<R>, change: Change<R>): Promise<FieldErrors> | FieldErrors;
  /**
   * Before a create or update is written: further column values the server sets (owner, state…);
   * `secret`, if given, is no column but answered by the create call this once.
   */
  beforeChange?(
    ctx: OperationContext,
    values: ValuesOf<R>,
    change: Change<R>,
  ): Promise<(Row & { secret?: string }) | undefined> | (Row & { secret?: string }) | undefined;
  /** After a create or update was written, with the row as it now is. */
  afterChange?(
    ctx: OperationContext,
    row: RowOf<R>,
    values: ValuesOf<R>,
    change: Change<R>,
  ): Promise<void> | void;
  /**
   * After a create or update was committed, what the caller should know of the row though it was taken
   * (a planting that does not suit its garden), in the caller's language: answered as `warnings`.
   */
  warnings?(ctx: OperationContext, row: RowOf<R>): Promise<string[]> | string[];
  /** Before a row is deleted (throw to refuse). */
  beforeDelete?(ctx: OperationContext, row: RowOf<R>): Promise<void> | void;
  /** Instead of deleting the row, e.g. revoking it. */
  remove?(ctx: OperationContext, row: RowOf<R>): Promise<void>;
  /**
   * Before a staff transition's transaction opens, with the row as it was read: work that must not hold a
   * transaction, such as asking a payment provider for a refund (throw to refuse). Answers further column
   * values the transition sets.
   */
  prepareTransition?(
    ctx: OperationContext,
    call: TransitionCall<R>,
  ): Promise<Row | undefined> | Row | undefined;
  /** Before a transition is written: further column values it sets (throw to refuse). */
  beforeTransition?(
    ctx: OperationContext,
    call: TransitionCall<R>,
  ): Promise<Row | undefined> | Row | undefined;
  /** Before a link of one of its mappings is switched on or off (throw to refuse). */
  linking?(ctx: OperationContext, id: number, mapping: Mapping, targetId: number, on: boolean): Promise<void>;
  /** After a transition was written, with the row as it now is. */
  afterTransition?(ctx: OperationContext, row: RowOf<R>, call: TransitionCall<R>): Promise<void> | void;
}

/** One mail of a transition: to whom, and what. */
export interface QueuedMail {
  to: string;
  content: MailContent;
}

/**
 * The mails a transition queues: one, or one to each of several people (each in their own language),
 * read from the transaction when the recipients are found in the database; none when nobody is to be told.
 */
export type TransitionMail<R> = (
  ctx: OperationContext,
  row: RowOf<R>,
  call: TransitionCall<R>,
) => QueuedMail | readonly QueuedMail[] | Promise<QueuedMail | readonly QueuedMail[]>;

/** The server's part of one resource: hooks, the mails its workflow queues, its migrations and demo rows. */
export interface ServerPart<R extends Resource = Resource> {
  hooks?: ResourceHooks<R>;
  /** By the names a transition's `mail` gives. */
  mails?: Record<string, TransitionMail<R>>;
  /**
   * Migrations the resource brings, by name: names order every migration of the server, so a name starts
   * with the date it was written (`2026-11-23_articles`). Each is a list of statements run in one
   * transaction.
   */
  migrations?: Record<string, readonly string[]>;
  /** Writes the demo rows on a first start, after those of the resources listed before it. */
  seed?(seed: SeedContext<R>): Promise<void>;
  /**
   * Instead of inserting the row of a public write (a visit counted once a day), in the write's
   * transaction, with the checked values and the address the write came from.
   */
  acceptPublic?(ctx: OperationContext, values: ValuesOf<R>, from: { address: string }): Promise<void>;
  /**
   * The resource's own routes, beyond those the engine gives every resource (a subscription's confirmation
   * link), each declaring its schema as every route does.
   */
  routes?(app: FastifyInstance): Promise<void> | void;
}

/** A demo row: values as the create call takes them, and optionally its time stamps. */
export type SeedRow<R> = ValuesOf<R> & { created_at?: Date; updated_at?: Date };

/** What a demo seed gets: a seeded random source, ids seeded so far, and where demo files go. */
export interface SeedContext<R extends Resource = Resource> {
  /** Writes rows of the resource (stored as the create call stores them) and answers their ids in order. */
  insert(rows: SeedRow<R>[]): Promise<number[]>;
  /** The demo content's transaction, for what is no row of the resource (mapping links). */
  db: Kysely<Database>;
  random: () => number;
  /** The ids of the rows seeded for a resource listed earlier in the manifest. */
  ids(resource: string): number[];
  /** Writes a demo file to the uploads and answers its URL. */
  file(name: string, content: string | Buffer): Promise<string>;
  /** 2026-01-01, the demo content's first day. */
  base: number;
}

/** Types a resource's server part against the resource's own fields. */
export function serverPart<R extends Resource>(_resource: R, part: ServerPart<R>): ServerPart<R> {
  return part;
}

const parts = new WeakMap<Resource, ServerPart>();

/** Gives the engine each resource's server part: the application does it once, before any request. */
export function installParts(entries: Iterable<[Resource, ServerPart]>): void {
  for (const [resource, part] of entries) parts.set(resource, part);
}

export function partOf(resource: Resource): ServerPart {
  return parts.get(resource) ?? {};
}

export function hooksOf(resource: Resource): ResourceHooks {
  return partOf(resource).hooks ?? {};
}
