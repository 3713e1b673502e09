// The async boundary lets module federation set up the shared singletons (React, router, styled-
// components, ...) before any code that uses them runs. The shell provides them all eagerly, so the
// bootstrap rides in this entry file: one download that compresses better than two.
import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
  console.error('Nestwork failed to start', error);
  // Never leave a blank page: say what happened and offer a reload, without any shared code.
  const root = document.getElementById('root');
  if (!root) return;
  const main = document.createElement('main');
  main.style.cssText =
    'font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #1b1f2a;';
  const heading = document.createElement('h1');
  heading.textContent = 'Nestwork could not start';
  const text = document.createElement('p');
  text.textContent = 'Part of the page failed to load. Check your connection and try again.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => window.location.reload());
  main.append(heading, text, button);
  root.replaceChildren(main);
});
