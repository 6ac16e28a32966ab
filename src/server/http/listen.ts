/**
 * The connections the kernel may queue for the server before it accepts them (capped by the system's
 * net.core.somaxconn, 4096 on current Linux). Node's default, 511, overflows when thousands of players
 * connect at the same instant (a day's opening, a booking rush, a proxy without keep-alive): the kernel
 * then drops their connection attempts, which the client retries only after 1, 3, 7 s and gives up on
 * (undici's 10-second connect timeout) or finds reset. The backlog only holds connections until they are
 * accepted; how much of their work runs at once, and what is answered 503 instead, is the admission's (admission.ts).
 */
export const LISTEN_BACKLOG = 4096;
