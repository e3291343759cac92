import { makeAutoObservable, observable } from 'mobx';
import type { Content } from '../../domain/content/Content';
import type { Reaction } from '../../domain/reactions/Reaction';
import type { ReactionHolder } from '../reactions';
import type { ContentsStore } from './ContentsStore';

/** What a content's page shows of it: the server's latest copy, and whether the content is gone (deleted, or never found). */
export interface ShownContent {
  content: Content | null;
  gone: boolean;
}

/** A list of contents shown beside the feed's (the search's results): told what changes, asked for reactions. */
export interface ContentList {
  readonly items: readonly Content[];
  /** `contentId` changed (an edit, its reactions) or, with no replacement, went away. */
  replaced(contentId: string, content?: Content): void;
}

/**
 * The contents open on their pages, beside the feed's list (ContentsStore) and any other list shown (the search's
 * results): a change or a deletion heard once (the live channel, a page's own write, a deletion from the feed)
 * reaches the lists and the page alike. Apart from the store because only the content page, the search and the live
 * channel need it, and they load after the first screen.
 */
export class ShownContents implements ReactionHolder {
  private readonly pages = observable.map<string, ShownContent>();
  private readonly lists = observable.set<ContentList>([], { deep: false });

  constructor(private readonly feed: Pick<ContentsStore, 'replaced' | 'items'>) {
    makeAutoObservable<ShownContents, 'feed' | 'pages' | 'lists'>(this, { feed: false, pages: false, lists: false }, { autoBind: true });
  }

  /** `list` shows contents (the search page's results) until the function handed back is called. */
  listShown(list: ContentList): () => void {
    this.lists.add(list);
    return () => void this.lists.delete(list);
  }

  /** A page shows the content `contentId` as read (null: not found, and so off the list): from now on it shows what is learnt of it. */
  opened(contentId: string, content: Content | null): void {
    this.pages.set(contentId, { content, gone: content === null });
    this.feed.replaced(contentId, content ?? undefined);
  }

  /** The page of `contentId` went away. */
  closed(contentId: string): void {
    this.pages.delete(contentId);
  }

  /** What the page of `contentId` shows, while it is open. */
  shownOn(contentId: string): ShownContent | undefined {
    return this.pages.get(contentId);
  }

  /** A content that changed (an edit) or, with no replacement, went away: on its page and on the feed's list. */
  replaced(contentId: string, content?: Content): void {
    const page = this.pages.get(contentId);
    if (page && content) page.content = content;
    else if (page) page.gone = true;
    this.feed.replaced(contentId, content);
    for (const list of this.lists) list.replaced(contentId, content);
  }

  /** A content's reactions as the server has them: its page's copy, else a list's. */
  reactionsOf(contentId: string): Reaction[] | undefined {
    return (this.pages.get(contentId)?.content ?? this.listed(contentId) ?? this.inLists(contentId))?.reactions;
  }

  /** A content's reactions as the server now has them (the member's change answered, a live event): on its page and on the feed's list. */
  reactionsChanged(contentId: string, reactions: Reaction[]): void {
    const page = this.pages.get(contentId);
    if (page?.content) page.content = { ...page.content, reactions };
    const listed = this.listed(contentId);
    if (listed) this.feed.replaced(contentId, { ...listed, reactions });
    for (const list of this.lists) {
      const item = list.items.find((content) => content.id === contentId);
      if (item) list.replaced(contentId, { ...item, reactions });
    }
  }

  private listed(contentId: string): Content | undefined {
    return this.feed.items.find((content) => content.id === contentId);
  }

  private inLists(contentId: string): Content | undefined {
    for (const list of this.lists) {
      const item = list.items.find((content) => content.id === contentId);
      if (item) return item;
    }
    return undefined;
  }
}

export const SHOWN_CONTENTS = Symbol.for('ShownContents');
