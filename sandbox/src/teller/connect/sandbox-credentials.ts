/** Teller's documented sandbox user: any bank, user name `username`, password `password`. */
export function areSandboxCredentials(username: string, password: string): boolean {
  return username === 'username' && password === 'password';
}
