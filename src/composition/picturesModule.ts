import type { Container } from 'inversify';
import { PICTURE_RESIZER, type PictureResizer } from '../application/ports/PictureResizer';
import { PICTURE_UPLOADER } from '../application/ports/PictureUploader';
import { PREPARE_PICTURE, PreparePicture } from '../application/usecases/content/PreparePicture';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpPictureUploader } from '../infrastructure/http/HttpPictureUploader';
import { CanvasPictureResizer } from '../infrastructure/pictures/CanvasPictureResizer';
import { API_CLIENT } from './apiClientToken';

/** The pictures of the device (the editor's cover): only lazy screens use them, and a binding made before is kept. */
export function bindPictures(container: Container): void {
  if (!container.isBound(PICTURE_RESIZER)) container.bind(PICTURE_RESIZER).toConstantValue(new CanvasPictureResizer());
  if (!container.isBound(PICTURE_UPLOADER)) container.bind(PICTURE_UPLOADER).toResolvedValue((client: ApiClient) => new HttpPictureUploader(client), [API_CLIENT]);
  if (!container.isBound(PREPARE_PICTURE)) container.bind(PREPARE_PICTURE).toResolvedValue((resizer: PictureResizer) => new PreparePicture(resizer), [PICTURE_RESIZER]);
}
