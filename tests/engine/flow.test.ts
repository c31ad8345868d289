import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import {
  gateRedirect,
  guardRedirect,
  nextStepId,
  planEffects,
  previousStepId,
  progress,
  stepByPath,
  visibleSteps,
} from '../../src/engine/flow';
import type { ConditionContext, FlowDefinition } from '../../src/engine/types';

const evaluate = createRuntimeEvaluator();
const flagOn = (name: string) => ({ required: ['flags'], properties: { flags: { required: [name], properties: { [name]: { properties: { enabled: { const: true } } } } } } });
const newAuth = { required: ['auth'], properties: { auth: { properties: { newAuthMode: { const: true } } } } };
const hasStreet = { required: ['data'], properties: { data: { required: ['street'] } } };

const flow: FlowDefinition = {
  $schema: '../../schemas/meta/flow.schema.json',
  id: 'reg',
  version: 1,
  title: 'Register',
  basePath: '/account/heloc/register-v2',
  gate: { when: { not: flagOn('redesign') }, redirect: '/account/heloc/register', keepQuery: true },
  guard: { when: { not: hasStreet }, redirectToStep: 'index', keepQuery: true },
  steps: [
    { id: 'index', path: '', schema: 'a@1', title: 'A' },
    { id: 'home', path: 'home-address', schema: 'b@1', title: 'B', skipWhen: { required: ['data'], properties: { data: { properties: { occupancy: { const: 'HOME' } }, required: ['occupancy'] } } } },
    { id: 'income', path: 'annual-income', schema: 'c@1', title: 'C' },
    { id: 'contact', path: 'contact', schema: 'd@1', title: 'D', skipWhen: newAuth },
    { id: 'password', path: 'set-password', schema: 'e@1', title: 'E', skipWhen: newAuth, final: true },
  ],
  groups: [
    { id: 'property', label: 'Property', steps: [{ step: 'index', label: 'Address' }, { step: 'home', label: 'Home' }] },
    { id: 'income', label: 'Income', steps: [{ step: 'income', label: 'Income' }] },
    { id: 'contact', label: 'Contact', steps: [{ step: 'contact', label: 'Contact' }], omitWhen: { required: ['profile'] } },
    { id: 'login', label: 'Login', steps: [{ step: 'password', label: 'Password' }] },
  ],
  submit: [],
};

const ctx = (over: Partial<ConditionContext> = {}): ConditionContext => ({
  data: { street: '1 Main St' },
  flags: { redesign: { enabled: true } },
  auth: { newAuthMode: false, authenticated: false },
  ...over,
});
const primaryHome = ctx({ data: { street: '1 Main St', occupancy: 'HOME' } });
const newAuthMode = ctx({ auth: { newAuthMode: true, authenticated: false } });

describe('step navigation', () => {
  it('lists the steps whose skipWhen does not hold', () => {
    expect(visibleSteps(flow, primaryHome, evaluate).map((s) => s.id)).toEqual(['index', 'income', 'contact', 'password']);
  });

  it('skips a step going forward and back while its skipWhen holds', () => {
    expect(nextStepId(flow, 'index', primaryHome, evaluate)).toBe('income');
    expect(previousStepId(flow, 'income', primaryHome, evaluate)).toBe('index');
    expect(nextStepId(flow, 'index', ctx(), evaluate)).toBe('home');
  });

  it('has no next step after the last visible one and no previous before the first', () => {
    expect(nextStepId(flow, 'income', newAuthMode, evaluate)).toBeUndefined();
    expect(nextStepId(flow, 'password', ctx(), evaluate)).toBeUndefined();
    expect(previousStepId(flow, 'index', ctx(), evaluate)).toBeUndefined();
  });

  it('returns undefined for an unknown step id', () => {
    expect(nextStepId(flow, 'nope', ctx(), evaluate)).toBeUndefined();
  });

  it.each([
    ['', 'index'],
    ['/', 'index'],
    ['home-address', 'home'],
    ['/home-address/', 'home'],
    ['/account/heloc/register-v2', 'index'],
    ['/account/heloc/register-v2/annual-income?step=income-info', 'income'],
  ])('finds the step at path %j', (path, id) => {
    expect(stepByPath(flow, path)?.id).toBe(id);
  });

  it('finds no step at an unknown path', () => {
    expect(stepByPath(flow, 'elsewhere')).toBeUndefined();
  });
});

describe('gate and guard', () => {
  it('redirects away from the flow when the gate holds, keeping the query', () => {
    expect(gateRedirect(flow, ctx({ flags: {} }), evaluate, '?utm_source=x&rid=1')).toBe('/account/heloc/register?utm_source=x&rid=1');
    expect(gateRedirect(flow, ctx({ flags: {} }), evaluate, '')).toBe('/account/heloc/register');
  });

  it('does not redirect when the gate does not hold', () => {
    expect(gateRedirect(flow, ctx(), evaluate, '?a=1')).toBeUndefined();
  });

  it('drops the query when keepQuery is false', () => {
    const noKeep = { ...flow, gate: { ...flow.gate!, keepQuery: false } };
    expect(gateRedirect(noKeep, ctx({ flags: {} }), evaluate, '?a=1')).toBe('/account/heloc/register');
  });

  it('sends any other step to the guard step while the guard holds, keeping the query', () => {
    const noStreet = ctx({ data: {} });
    expect(guardRedirect(flow, 'income', noStreet, evaluate, 'step=income-info')).toBe('/account/heloc/register-v2?step=income-info');
    expect(guardRedirect(flow, 'index', noStreet, evaluate, '?a=1')).toBeUndefined();
    expect(guardRedirect(flow, 'income', ctx(), evaluate, '?a=1')).toBeUndefined();
  });
});

describe('progress', () => {
  it('counts only visible steps and marks groups before, at and after the current step', () => {
    const p = progress(flow, 'income', primaryHome, evaluate);
    expect(p).toMatchObject({ index: 1, total: 4, percent: 50 });
    expect(p.groups.map((g) => [g.id, g.status])).toEqual([
      ['property', 'COMPLETE'],
      ['income', 'IN_PROGRESS'],
      ['contact', 'INITIAL'],
      ['login', 'INITIAL'],
    ]);
    expect(p.groups[0]?.steps.map((s) => s.step)).toEqual(['index']);
  });

  it('leaves out groups whose omitWhen holds and groups whose steps are all skipped', () => {
    const p = progress(flow, 'income', { ...newAuthMode, profile: { email: 'a@b.c' } }, evaluate);
    expect(p.groups.map((g) => g.id)).toEqual(['property', 'income']);
    expect(p).toMatchObject({ index: 2, total: 3, percent: 100 });
  });

  it('marks a group in progress while only some of its steps are done', () => {
    const p = progress(flow, 'home', ctx(), evaluate);
    expect(p.groups[0]).toMatchObject({ status: 'IN_PROGRESS', steps: [{ status: 'COMPLETE' }, { status: 'IN_PROGRESS' }] });
  });

  it('reports index -1 and 0% for a step that is skipped', () => {
    expect(progress(flow, 'home', primaryHome, evaluate)).toMatchObject({ index: -1, percent: 0 });
  });
});

describe('planEffects', () => {
  it('keeps the effects whose when holds, in order, and those without a when', () => {
    const effects = [
      { effect: 'a' },
      { effect: 'b', when: newAuth },
      { effect: 'c', when: { required: ['data'] } },
    ];
    expect(planEffects(effects, ctx(), evaluate).map((e) => e.effect)).toEqual(['a', 'c']);
    expect(planEffects(undefined, ctx(), evaluate)).toEqual([]);
  });
});
