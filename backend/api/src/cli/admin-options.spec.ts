import { adminOptions } from './admin-options';

describe('admin:create options', () => {
  it('reads the e-mail, the name and the password from flags or ADMIN_PASSWORD', () => {
    expect(
      adminOptions(['--email', 'ops@nestwork.example', '--name', 'Ops Admin', '--password', 'Strong-pass-77'], {}),
    ).toEqual({
      email: 'ops@nestwork.example',
      name: 'Ops Admin',
      password: 'Strong-pass-77',
    });
    expect(
      adminOptions(['--email=ops@nestwork.example', '--name=Ops'], { ADMIN_PASSWORD: 'From-env-77' }),
    ).toMatchObject({ password: 'From-env-77' });
  });

  it('explains what is missing or unknown', () => {
    expect(adminOptions(['--email', 'ops@nestwork.example'], {})).toBe(
      'admin:create needs --name, --password (or ADMIN_PASSWORD)',
    );
    expect(adminOptions(['--role', 'admin'], {})).toMatch(/Unknown option '--role'/);
  });
});
