import type { Role } from '@marketplace/contracts';
import { dashboardPath } from './dashboards';

describe('dashboardPath (one dashboard route per role)', () => {
  it("gives each role's dashboard", () => {
    expect(dashboardPath('seeker')).toBe('/seeker/dashboard');
    expect(dashboardPath('employer')).toBe('/employer/dashboard');
    expect(dashboardPath('admin')).toBe('/admin/dashboard');
  });

  it('has none without a known role', () => {
    expect(dashboardPath(null)).toBeNull();
    expect(dashboardPath(undefined)).toBeNull();
    expect(dashboardPath('toString' as Role)).toBeNull();
  });
});
