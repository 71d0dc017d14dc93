// Integration and end-to-end tests talk to real servers and a real browser on a shared 2-core
// machine: give them time. Speed is measured by `npm run bench`, never by test timeouts.
jest.setTimeout(60_000);
