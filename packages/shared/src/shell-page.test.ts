import { describe, expect, it } from 'vitest';
import { shellPageFor } from './shell-page';

describe('shellPageFor', () => {
  it('names the page the server answers each address with', () => {
    expect(shellPageFor('/register')).toBe('/register.html');
    expect(shellPageFor('/register/Ab3dEf9hJk')).toBe('/register.html');
    expect(shellPageFor('/registered')).toBe('/index.html');
    expect(shellPageFor('/login')).toBe('/login.html');
    expect(shellPageFor('/login/x')).toBe('/index.html');
    expect(shellPageFor('/')).toBe('/index.html');
    expect(shellPageFor('/my-shifts')).toBe('/index.html');
  });
});
