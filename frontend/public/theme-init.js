// Applies the saved theme before the first paint so dark-mode users never see a white flash.
// Same rule as src/features/theme/theme.ts (resolveTheme). A file, not inline: the CSP allows
// only scripts from the site itself.
(function () {
  var pref = 'system';
  try { pref = localStorage.getItem('theme') || 'system'; } catch (e) {}
  var dark = pref === 'dark' || (pref !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'theme-dark' : 'theme-light');
  // The brand font arrived on an earlier page of this tab (src/app/brand-font.ts): draw in it at once.
  try { if (sessionStorage.getItem('brand-font')) document.documentElement.classList.add('brand-font'); } catch (e) {}
})();
