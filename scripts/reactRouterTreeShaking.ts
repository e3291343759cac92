import type { Plugin } from 'vite';

/** The modules of react-router's production build (vite.config.ts aliases builds to it) that declare its components. */
const REACT_ROUTER_PRODUCTION_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
/** `var Link = React10.forwardRef(`: a component or context made by a call at the top level. */
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";` at the top level. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * react-router's production build declares its components at the top level as `var NavLink = React10.forwardRef(…)`
 * followed by `NavLink.displayName = "NavLink"`: a call the bundler cannot prove pure and a write to the result, so
 * every such component stays in the bundle whether the app uses it or not (NavLink, Form and the submit machinery
 * of its data routers, all in the entry's file: 1.9 KB gzip of the first load, DESIGN.md Budgets). Marked pure, and
 * without the display names (labels for React DevTools, which React libraries set in their development builds
 * only), what the app does not use is left out. The code of what it uses is unchanged.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'community:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION_CHUNK },
      handler(code) {
        const shaken = code.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}
