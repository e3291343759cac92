import type { Container } from 'inversify';
import { CONTENTS_STORE, type ContentsStore } from '../presentation/content/ContentsStore';
import { SHOWN_CONTENTS, ShownContents } from '../presentation/content/ShownContents';

/** The contents open on their pages: bound by whichever of the content and live modules loads first, one per app. */
export function bindShownContents(container: Container): void {
  if (container.isBound(SHOWN_CONTENTS)) return;
  container.bind(SHOWN_CONTENTS).toResolvedValue((store: ContentsStore) => new ShownContents(store), [CONTENTS_STORE]);
}
