import { editorValue, isAllowedLink, normalizeLink } from './rich-text';

describe('editorValue', () => {
  it('keeps HTML with visible text and turns an empty document into null', () => {
    expect(editorValue('<p>Bookkeeper</p>')).toBe('<p>Bookkeeper</p>');
    expect(editorValue('<p></p>')).toBeNull();
    expect(editorValue('<ul><li><p></p></li></ul>')).toBeNull();
    expect(editorValue('<p>&nbsp;<br></p>')).toBeNull();
  });
});

describe('isAllowedLink', () => {
  it('accepts http, https and mailto, as the server keeps them', () => {
    expect(isAllowedLink('https://harborpine.example/work')).toBe(true);
    expect(isAllowedLink('HTTP://harborpine.example')).toBe(true);
    expect(isAllowedLink('mailto:maya@example.com')).toBe(true);
    expect(isAllowedLink('mailto:maya%40example.com?subject=Hi')).toBe(true);
  });

  it('refuses other schemes, hosts without a dot and bad addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'ftp://files.example',
      'tel:5551234567',
      'data:text/html,x',
      'https://localhost',
      'mailto:',
      'mailto:nobody',
      'mailto:%E0%A4%A',
      'harborpine.example',
      '',
    ]) {
      expect({ href, allowed: isAllowedLink(href) }).toEqual({ href, allowed: false });
    }
  });
});

describe('normalizeLink', () => {
  it('adds https:// to a bare address and mailto: to an e-mail address', () => {
    expect(normalizeLink('  harborpine.example/work ')).toBe('https://harborpine.example/work');
    expect(normalizeLink('maya@example.com')).toBe('mailto:maya@example.com');
    expect(normalizeLink('http://harborpine.example')).toBe('http://harborpine.example');
    expect(normalizeLink('localhost:3000')).toBeNull();
  });

  it('answers null for what the server would drop', () => {
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('ftp://files.example')).toBeNull();
    expect(normalizeLink('not a link')).toBeNull();
    expect(normalizeLink('   ')).toBeNull();
  });
});
