// Vitest setup for every test file. jsdom lays nothing out and has no Element#scrollIntoView, which
// reveal() (src/components/feedback/reveal.ts) calls after every refusal: a no-op here; a test that
// checks what was scrolled replaces it with a spy, and the browser suites see the real scrolling.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
