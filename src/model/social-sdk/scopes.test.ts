import { describe, expect, it } from 'vitest';
import type { FieldProblem, FieldSeverity } from '../rules/field-problem';
import { DEFAULT_SCOPE_SETS, EXPANSION_NOT_DOCUMENTED, scopeFindings, splitScopes } from './scopes';

const of = (findings: FieldProblem[], severity: FieldSeverity) =>
  findings.filter((f) => f.severity === severity).map((f) => f.message);

describe('scopeFindings', () => {
  it('finds nothing wrong with either default set, and says the expansion is undocumented', () => {
    for (const set of Object.values(DEFAULT_SCOPE_SETS)) {
      const findings = scopeFindings(set);
      expect(of(findings, 'error')).toEqual([]);
      expect(of(findings, 'warning')).toEqual([]);
      expect(of(findings, 'note')).toEqual([EXPANSION_NOT_DOCUMENTED]);
    }
  });

  it('refuses no scope at all', () => {
    expect(of(scopeFindings('  '), 'error')).toEqual([expect.stringMatching(/Enter the scopes/)]);
  });

  it('warns about extra scopes, which need the user’s grant', () => {
    const warnings = of(scopeFindings('openid sdk.social_layer email guilds'), 'warning');
    expect(warnings).toEqual([expect.stringMatching(/only the scopes you need: email, guilds/)]);
  });

  it('warns about unknown and repeated scopes, and a missing openid or sdk scope', () => {
    const findings = scopeFindings('sdk.social_layr sdk.social_layr');
    expect(of(findings, 'warning')).toEqual([
      expect.stringMatching(/twice: sdk.social_layr/),
      expect.stringMatching(/Not a scope Discord lists: sdk.social_layr, sdk.social_layr/),
      expect.stringMatching(/start with openid/),
      expect.stringMatching(/Neither sdk.social_layer/),
    ]);
  });

  it('refuses characters a scope cannot hold', () => {
    expect(of(scopeFindings('openid "x\\'), 'error')).toEqual([
      expect.stringMatching(/Not a scope.*"x\\/),
    ]);
  });
});

describe('splitScopes', () => {
  it('splits on any run of spaces, tabs or newlines', () => {
    expect(splitScopes(' openid\t sdk.social_layer\n')).toEqual(['openid', 'sdk.social_layer']);
  });
});
