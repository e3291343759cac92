import { PALETTES, type ColorScheme } from './palettes';
import { APP_INSET_TOP, cssColor, FONT_FAMILY, HEADER_HEIGHT, MOBILE_MAX_WIDTH, RADIUS, type ColorName } from './tokens';

const MOBILE = `@media (max-width: ${MOBILE_MAX_WIDTH}px)`;

const COLORS = Object.fromEntries(Object.keys(PALETTES.light).map((name) => [name, cssColor(name as ColorName)])) as Record<ColorName, string>;

/** A scheme's colours as the CSS variables `cssColor` names, and the browser's own controls in the same scheme. */
function schemeVariables(scheme: ColorScheme): string {
  const variables = Object.entries(PALETTES[scheme]).map(([name, value]) => `--c-${name}:${value.replace(/ /g, '')}`);
  return `color-scheme:${scheme};${variables.join(';')}`;
}

/**
 * The CSS of the first paint, inlined in index.html by the build (vite.config.ts): the colours of both schemes
 * (the page's `data-theme` picks one, themeScript.js), the page frame, the
 * network header, the contents list and its skeleton, buttons, messages. The views on the first load
 * use these classes instead of MUI, so the page paints before (and without) MUI and emotion; the lazy
 * screens get the same look from the MUI theme made from the same tokens.
 */
export function baseCss(): string {
  return `
:root{${schemeVariables('light')}}
:root[data-theme=dark]{${schemeVariables('dark')}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;padding-top:${APP_INSET_TOP};background:${COLORS.background};color:${COLORS.text};font-family:${FONT_FAMILY};font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
strong,b{font-weight:700}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.frame{min-height:100vh;display:flex;flex-direction:column}
.site-header{position:sticky;top:${APP_INSET_TOP};z-index:1100;display:flex;align-items:center;gap:12px;min-height:${HEADER_HEIGHT.desktop}px;padding:0 24px;background:${COLORS.paper};border-bottom:1px solid ${COLORS.divider}}
${MOBILE}{.site-header{min-height:${HEADER_HEIGHT.mobile}px;padding:0 16px;gap:8px}}
.site-header__home{display:flex;align-items:center;gap:10px;min-width:0;flex-grow:1;color:inherit;text-decoration:none;border-radius:4px}
.site-header__home:focus-visible{outline:2px solid ${COLORS.primary};outline-offset:2px}
.site-header__name{font-size:1.2rem;font-weight:600;line-height:1.2;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:break-word}
${MOBILE}{.site-header__name{font-size:.9375rem;line-height:1.15;-webkit-line-clamp:3}}
.site-header__actions{display:flex;align-items:center;gap:8px;flex-shrink:0}
${MOBILE}{.site-header__actions{gap:4px}.site-header__actions .btn{min-width:0;padding:6px 10px}.site-header__actions .lang-switch .btn{padding:6px}.site-header__actions .lang-switch [aria-pressed=true]{display:none}}
.account-button{min-width:0;width:44px;height:44px;padding:0;border-radius:50%}
/* Round like what they show, their focus ring too (.btn's corners come later in this sheet). */
.site-header .account-button,.site-header .bell-button{min-width:0;padding:0;border-radius:50%}
.account-button--waiting{display:inline-block}
.bell-button{position:relative;min-width:0;width:44px;height:44px;padding:0;color:${COLORS.text}}
.unread-badge{position:absolute;top:2px;right:0;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:${COLORS.secondary};color:${COLORS.onSecondary};font-size:.6875rem;font-weight:700;line-height:18px;text-align:center;box-shadow:0 0 0 2px ${COLORS.paper}}
.face{display:inline-flex;flex:none;align-items:center;justify-content:center;overflow:hidden;width:32px;height:32px;border-radius:50%;background:${COLORS.primary};color:${COLORS.onPrimary};font-size:.75rem;font-weight:600;line-height:1}
.face img{display:block;width:100%;height:100%;object-fit:cover}
.face--small{width:24px;height:24px;font-size:.625rem}.face--large{width:72px;height:72px;font-size:1.5rem}
.account-button__initials{width:36px;height:36px;font-size:.8125rem}
.logo{display:block;width:40px;height:40px;flex-shrink:0;border-radius:6px;object-fit:cover}
.logo--initial{display:grid;place-items:center;background:${COLORS.primary};color:${COLORS.onPrimary};font-weight:700;font-size:18px}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:36px;min-width:64px;padding:6px 16px;border:1px solid transparent;border-radius:${RADIUS}px;font:inherit;font-size:.875rem;font-weight:600;line-height:1.75;text-decoration:none;cursor:pointer;background:none;color:${COLORS.primary}}
.btn:focus-visible{outline:2px solid ${COLORS.primary};outline-offset:2px}
.btn:disabled{cursor:default;opacity:.5}
.btn--contained{background:${COLORS.primary};color:${COLORS.onPrimary}}
.btn--contained:hover:not(:disabled){background:${COLORS.primaryDark}}
.btn--outlined{border-color:${COLORS.primaryBorder}}
.btn--outlined:hover:not(:disabled),.btn--text:hover:not(:disabled){background:${COLORS.primaryHover}}
.btn--small{min-height:32px;min-width:40px;padding:4px 8px;font-size:.8125rem}
.btn--inherit{color:inherit}
.link-button{padding:4px 8px;border:0;background:none;font:inherit;font-size:.875rem;color:${COLORS.primary};text-decoration:underline;cursor:pointer;border-radius:4px}
.link-button:focus-visible{outline:2px solid ${COLORS.primary}}
.lang-switch{display:flex;gap:4px}
.page{width:100%;max-width:900px;min-height:100vh;margin:0 auto;padding:32px 24px}
${MOBILE}{.page{padding:16px}}
.page-title{margin:0 0 16px;font-size:2rem;font-weight:700;line-height:1.2}
${MOBILE}{.page-title{font-size:1.6rem}}
.muted{color:${COLORS.textSecondary}}
.stack{display:flex;flex-direction:column;gap:16px;margin:0;padding:0;list-style:none}
.paper{background:${COLORS.paper};border:1px solid ${COLORS.divider};border-radius:${RADIUS}px}
.card{overflow:hidden}
.card__cover{display:block;width:100%;height:auto;aspect-ratio:16/7;object-fit:cover;background:${COLORS.selected}}
.card__body{padding:16px}
.card:focus-visible{outline:2px solid ${COLORS.primary};outline-offset:2px}
.card__meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;margin-bottom:8px;font-size:.875rem;color:${COLORS.textSecondary}}
.card__author{display:inline-flex;align-items:center;gap:6px;font-weight:600;color:${COLORS.text}}
.card__event{margin:0 0 8px;font-weight:600;display:flex;flex-wrap:wrap;align-items:center;column-gap:12px}
.card__calendar{min-height:40px}
.card__video{display:block;width:100%;aspect-ratio:16/9;margin:0 0 8px;border-radius:6px;background:#000}
.filters{display:flex;gap:8px;height:32px;margin-bottom:16px;overflow-x:auto;scrollbar-width:none}
.scroll-row{scroll-padding-inline:48px}
.scroll-row[data-more-after]{mask-image:linear-gradient(to left,transparent,#000 48px)}
.scroll-row[data-more-before]{mask-image:linear-gradient(to right,transparent,#000 48px)}
.scroll-row[data-more-before][data-more-after]{mask-image:linear-gradient(to right,transparent,#000 48px,#000 calc(100% - 48px),transparent)}
.chip--filter{flex-shrink:0;padding:4px 12px;border:1px solid ${COLORS.divider};background:${COLORS.paper};font:inherit;font-size:.8125rem;font-weight:600;cursor:pointer}
.chip--filter[aria-pressed=true]{border-color:${COLORS.primary};background:${COLORS.primary};color:${COLORS.onPrimary}}
.chip--filter:focus-visible{outline:2px solid ${COLORS.primary};outline-offset:2px}
.newer{position:sticky;top:calc(76px + ${APP_INSET_TOP});z-index:10;height:0;display:flex;justify-content:center}.newer>.btn{box-shadow:0 2px 8px rgba(0,0,0,.2)}
.card__title{margin:0 0 .35em;font-size:1.2rem;font-weight:600;line-height:1.3}
.card__link{color:inherit;text-decoration:none}.card__link:hover{text-decoration:underline}
.card__text{margin:0;color:${COLORS.textSecondary};white-space:pre-line;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden}
.card__footer{margin:12px 0 0;font-size:.875rem;color:${COLORS.textSecondary}}
.chip{display:inline-block;padding:2px 8px;border-radius:16px;font-size:.75rem;font-weight:600;line-height:1.66;background:${COLORS.selected};color:${COLORS.text}}
.chip--announcement{background:${COLORS.secondary};color:${COLORS.onSecondary}}
.more{display:flex;justify-content:center;margin-top:24px}
.skeleton{display:block;border-radius:4px;background:${COLORS.selected};animation:skeleton-pulse 1.5s ease-in-out .5s infinite}
@keyframes skeleton-pulse{50%{opacity:.4}}
.skeleton--title{width:40%;height:2.4rem;margin-bottom:16px}
.skeleton--filters{width:70%;height:32px;margin-bottom:16px}
${MOBILE}{.skeleton--title{height:1.92rem}}
.skeleton--line{height:1rem;margin-top:8px}
.skeleton--card{height:150px}
.skeleton--logo{width:40px;height:40px;border-radius:6px}
.skeleton--name{width:160px;height:1.2rem}
.spinner-panel{display:flex;align-items:center;justify-content:center;padding:64px 0}
.spinner{width:40px;height:40px;border-radius:50%;border:4px solid ${COLORS.selected};border-top-color:${COLORS.primary};animation:spin .9s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:3s}.skeleton{animation:none}*,*::before,*::after{transition-duration:0s!important;transition-delay:0s!important}}
.message{display:flex;justify-content:center;padding:64px 16px}
${MOBILE}{.message{padding:32px 16px}}
.message__panel{width:100%;max-width:560px;padding:32px;display:flex;flex-direction:column;gap:16px}
${MOBILE}{.message__panel{padding:24px}}
.message__title{margin:0;font-size:2rem;font-weight:700;line-height:1.2}
${MOBILE}{.message__title{font-size:1.6rem}}
.message__actions{display:flex;flex-wrap:wrap;gap:12px}
.notice{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:16px;border-left:4px solid ${COLORS.info}}
.notice--error{border-left-color:${COLORS.error}}
.text-link{color:${COLORS.primary};font-size:.875rem}
.btn--large{min-height:42px;padding:8px 22px;font-size:.9375rem}
.cookie-popup{position:fixed;z-index:1400;left:16px;bottom:16px;width:620px;max-width:calc(100% - 32px);max-height:calc(100vh - 32px - ${APP_INSET_TOP});overflow-y:auto;padding:24px;box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12);outline:none;animation:cookie-in .5s ease-out}
@keyframes cookie-in{from{opacity:0;transform:translateY(40px)}}
@media (prefers-reduced-motion:reduce){.cookie-popup{animation:none}}
${MOBILE}{.cookie-popup{left:0;bottom:0;width:100%;max-width:100%;max-height:calc(85vh - ${APP_INSET_TOP});padding:16px;border-radius:0}}
.cookie-popup__head{display:flex;align-items:flex-start;justify-content:space-between;gap:8px;margin-bottom:8px}
.cookie-popup__title{margin:0;font-size:1.25rem;font-weight:500;line-height:1.6}
.cookie-popup__body{margin:0;font-size:.875rem;line-height:1.43}
.cookie-popup__links{display:flex;flex-wrap:wrap;align-items:center;gap:16px;margin-top:8px}
.cookie-popup__actions{display:flex;gap:12px;margin-top:16px}
.cookie-popup__actions .btn{flex:1}
@media (max-width:599px){.cookie-popup__actions{flex-direction:column}}
.modal{position:fixed;z-index:1300;inset:0;top:${APP_INSET_TOP};display:flex;align-items:center;justify-content:center}
.modal__backdrop{position:fixed;inset:0;top:${APP_INSET_TOP};background:rgba(0,0,0,.5);animation:modal-in .225s ease-out}
.modal__paper{position:relative;display:flex;flex-direction:column;max-width:calc(100% - 32px);max-height:calc(100% - 64px);margin:32px;overflow-y:auto;box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14),0 9px 46px 8px rgba(0,0,0,.12);outline:none;animation:modal-in .225s ease-out}
.modal__paper--full{width:100%;max-width:100%;height:100%;max-height:none;margin:0;border:0;border-radius:0}
${MOBILE}{.modal__paper{width:100%!important;max-width:100%;margin:0}}
@keyframes modal-in{from{opacity:0}}
@media (prefers-reduced-motion:reduce){.modal__backdrop,.modal__paper{animation:none}}
.auth-dialog{display:flex;min-height:0}
.auth-dialog__main{flex:1;min-width:0;display:flex;flex-direction:column}
.auth-dialog__bar{display:flex;align-items:center;min-height:48px;padding:12px 16px 0}
.auth-dialog__bar-end{flex:1}
.auth-dialog__title{margin:0;padding:0 24px 8px;font-size:1.5rem;font-weight:700;line-height:1.334;text-align:center}
.auth-dialog__title::first-letter{text-transform:uppercase}
${MOBILE}{.auth-dialog__title{font-size:1.3rem}}
.auth-dialog__content{flex:1 1 auto;padding:8px 24px 20px;overflow-y:auto}
.auth-dialog__switch{padding:0 16px 20px;text-align:center}
.auth-dialog__cover{position:relative;flex-shrink:0;width:240px;background:#000}
.auth-dialog__cover img,.auth-dialog__cover video{display:block;width:100%;height:100%;object-fit:cover}
.auth-dialog__mute{position:absolute;left:8px;bottom:8px}
.auth-stack{display:flex;flex-direction:column;gap:12px}
.auth-stack--wide{gap:16px}
.auth-note{margin:0;font-size:.875rem;line-height:1.43;text-align:center;color:${COLORS.textSecondary}}
.auth-note a{color:${COLORS.primary}}
.auth-dialog .link-button{font-size:1rem}
.btn__spinner{width:18px;height:18px;margin-right:8px;border-width:2px}
.site-footer,.site-footer nav{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:8px}.site-footer{margin-top:auto;padding:16px;border-top:1px solid ${COLORS.divider}}
.site-search{position:relative;display:flex;align-items:center;flex:0 1 280px;min-width:0;color:${COLORS.textSecondary}}
.site-search__field{width:100%;height:40px;padding:0 12px 0 40px;border:1px solid ${COLORS.divider};border-radius:20px;background:${COLORS.background};color:${COLORS.text};font:inherit;font-size:.9375rem}
.site-search__field:focus-visible,.search-form__field:focus-visible{outline:2px solid ${COLORS.primary};outline-offset:1px}
.site-search::before,.site-search__open::before{content:"";position:absolute;left:14px;top:50%;width:14px;height:14px;margin-top:-9px;border:2px solid currentColor;border-radius:50%;pointer-events:none}
.site-search::after,.site-search__open::after{content:"";position:absolute;left:26px;top:50%;width:2px;height:7px;margin-top:1px;background:currentColor;transform:rotate(-45deg);pointer-events:none}
.site-search__open{display:none;position:relative;width:44px;height:44px;min-width:0;padding:0;border-radius:50%;color:${COLORS.text}}
${MOBILE}{.site-search{flex:0 0 auto}.site-search:not(.site-search--open)::before,.site-search:not(.site-search--open)::after,.site-search__field{display:none}.site-search__open{display:inline-flex}.site-search--open{position:absolute;z-index:1;inset:0 16px;background:${COLORS.paper}}.site-search--open .site-search__field{display:block}.site-search--open .site-search__open{display:none}}
.frame:has(.search-page) .site-search{display:none}
.search-page .page-title:focus{outline:none}
.search-form{margin-bottom:16px}
.search-form__field{width:100%;height:48px;padding:0 16px;border:1px solid ${COLORS.divider};border-radius:${RADIUS}px;background:${COLORS.paper};color:${COLORS.text};font:inherit;font-size:1.0625rem}
.search-outcome{margin:0;font-weight:600}.search-outcome:not(:empty){margin-bottom:16px}
`.trim();
}
