import { describe, expect, it } from 'vitest';
import { sectionsFor } from './sections.ts';

const keys = (...args: Parameters<typeof sectionsFor>) =>
  sectionsFor(...args).map(([, key]) => key);

describe('the console’s sections by role', () => {
  it('shows a monitor the overview and the audit log only', () => {
    expect(keys('monitor', false)).toEqual(['overview', 'auditLog']);
  });

  it('shows an analyst the exports only', () => {
    expect(keys('analyst', false)).toEqual(['export']);
  });

  it('shows a researcher every study section but the team, an owner the team too', () => {
    expect(keys('researcher', false)).not.toContain('team');
    expect(keys('owner', false)).toEqual([...keys('researcher', false), 'team']);
    expect(keys('researcher', false)).toContain('consent');
  });

  it('adds the site’s own screens for its administrator, in a study or none', () => {
    expect(keys(undefined, true)).toEqual([
      'studies',
      'earlyAccess',
      'securityEvents',
      'siteAuditLog',
    ]);
    expect(keys('monitor', true)).toEqual([
      'overview',
      'auditLog',
      'studies',
      'earlyAccess',
      'securityEvents',
      'siteAuditLog',
    ]);
    expect(keys(undefined, false)).toEqual([]);
  });
});
