// The session around the sign-in and sign-up islands, loaded only with them.
export { SessionProvider } from '../session/session';
