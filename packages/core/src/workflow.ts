import type { Text } from './i18n.js';
import type { Field } from './resource.js';
import type { RowFilter } from './scope.js';

/** One transition of a workflow as a resource declares it. */
export interface TransitionInput<F extends string> {
  /** The button's caption. */
  label: Text;
  /** The states the row may be in. */
  from: readonly string[];
  to: string;
  /** The permission it needs; `{resource}.update` by default. */
  task?: string;
  /**
   * Made by the server alone, on an event it has checked (a payment the provider confirmed): no route, no
   * button, no task. Staff see it in the row's audit trail.
   */
  system?: boolean;
  /** Whether the caller must give a reason (kept in the audit trail and offered to the mail). */
  reason?: 'required' | 'optional';
  /** What the reason is asked as, e.g. 'Alasan penolakan'. */
  reasonLabel?: Text;
  /** A further condition on the row, in the filter grammar with caller values. */
  when?: RowFilter<F>;
  /** What a refusal by `when` says (who may make it); by default that it does not apply to the row. */
  refused?: Text;
  /** Asked before the transition is made. */
  confirm?: Text;
  danger?: boolean;
  /** A mail the server queues in the same transaction: a name the resource's server part provides. */
  mail?: string;
  /** The answer's message; `{field}` names a value of the row, e.g. `{fullname}`. */
  done: Text;
}

export interface WorkflowInput<F extends string> {
  /** The field that holds the state: a select or radio field whose options are the states. */
  field: F;
  transitions: Record<string, TransitionInput<F>>;
  /**
   * The states in which a row may be changed or deleted (every state when not given): a row in another
   * state (sent for verification, approved) is read-only, and the server refuses a change with 409.
   */
  editableIn?: readonly string[];
  /** What that refusal says; by default that a row in its state cannot be changed. */
  lockedMessage?: Text;
}

export interface Transition extends TransitionInput<string> {
  name: string;
  reason?: 'required' | 'optional';
}

export interface Workflow {
  field: string;
  editableIn?: readonly string[];
  lockedMessage?: Text;
  /** The states with their labels, from the state field's options. */
  states: readonly { value: string; label: Text }[];
  transitions: readonly Transition[];
  transitionsByName: ReadonlyMap<string, Transition>;
}

/** Names that would clash with the generic routes of a resource. */
const reserved = new Set(['list', 'dataset', 'show', 'create', 'update', 'delete', 'export', 'import']);

/** Completes a workflow and checks it against the resource's fields. */
export function completeWorkflow(
  owner: string,
  input: WorkflowInput<string>,
  fields: readonly Field[],
): Workflow {
  const field = fields.find((f) => f.name === input.field);
  if (!field?.options?.length) throw new Error(`${owner}: the workflow field needs its options as states`);
  if (field.form) throw new Error(`${owner}.${field.name}: a workflow state is changed by transitions only`);
  const states = field.options;
  const known = new Set(states.map((s) => s.value));
  const transitions = Object.entries(input.transitions).map(([name, t]) => {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || reserved.has(name)) {
      throw new Error(`${owner}: "${name}" cannot name a transition`);
    }
    if (t.system && (t.task || t.reason === 'required' || t.confirm)) {
      throw new Error(`${owner}.${name}: a system transition has no task, required reason or confirmation`);
    }
    for (const state of [...t.from, t.to]) {
      if (!known.has(state)) throw new Error(`${owner}.${name}: unknown state "${state}"`);
    }
    return { ...t, name };
  });
  for (const state of input.editableIn ?? []) {
    if (!known.has(state)) throw new Error(`${owner}: editableIn names an unknown state "${state}"`);
  }
  return {
    field: field.name,
    editableIn: input.editableIn,
    lockedMessage: input.lockedMessage,
    states,
    transitions,
    transitionsByName: new Map(transitions.map((t) => [t.name, t])),
  };
}

/** The transitions offered for a row in its current state (the server checks permission and conditions). */
export function transitionsFrom(workflow: Workflow, state: unknown): Transition[] {
  return staffTransitions(workflow).filter((t) => t.from.includes(String(state)));
}

/** The transitions staff make through the API; the system's own are made by the server alone. */
export function staffTransitions(workflow: Workflow): Transition[] {
  return workflow.transitions.filter((t) => !t.system);
}
