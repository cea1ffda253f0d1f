// The social SDK's client authorization: its arguments, PKCE, the authorize URL and the C++.
export * from './fields';
export * from './scopes';
export * from './pkce';
export * from './authorize-url';
export * from './cpp-code';
