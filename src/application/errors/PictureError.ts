export type PictureProblem = 'notAnImage' | 'tooLarge';

/** A picture refused before anything is sent: not one the browser can read, or over the contract's 5 MB once resized. */
export class PictureError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(problem === 'notAnImage' ? 'The file is not a picture.' : 'The picture is larger than 5 MB.');
    this.name = 'PictureError';
  }

  static is(error: unknown, problem?: PictureProblem): error is PictureError {
    return error instanceof PictureError && (problem === undefined || error.problem === problem);
  }
}
