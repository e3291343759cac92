/** The content feature's public face (the feed, a content's page, the editor): what other features may use of it. */
export type { ContentsPresenter } from './ContentsPresenter';
export type { EditorStart } from './ContentEditorPresenter';
export type { ContentList, ShownContents } from './ShownContents';
export { ContentEditorDialog } from './ContentEditorDialog';
export { NetworkHomePage } from './NetworkHomePage';
export { ContentCard } from './ContentCard';
export { ContentsState } from './ContentsState';
export { CONTENTS_PAGE_SIZE } from './ContentsStore';
export { TypeFilter } from './TypeFilter';
