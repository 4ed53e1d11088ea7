import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptableImageFile, isImageSessionId, MAX_IMAGE_BYTES, newImageSessionId, tooManyImagesMessage, uploadSummary } from './images';
import { reorderImagesBodySchema } from './schemas';

describe('tooManyImagesMessage', () => {
  it("words the too-many refusal, never with a negative count", () => {
    expect(tooManyImagesMessage(2, 9)).toBe('You can only upload 2 more image(s). Maximum 9 images allowed.');
    expect(tooManyImagesMessage(-1, 10)).toBe('You can only upload 0 more image(s). Maximum 10 images allowed.');
  });
});

describe('newImageSessionId', () => {
  it("makes 'temp_' + the time + random text that the server accepts, different each time", () => {
    const id = newImageSessionId(1_795_000_000_000);
    expect(id).toMatch(/^temp_1795000000000_[a-z0-9]{12}$/);
    expect(isImageSessionId(id)).toBe(true);
    expect(newImageSessionId()).not.toBe(newImageSessionId());
  });

  it('rejects ids that are not session ids', () => {
    for (const id of ['', 'temp_', 'abc', 'temp_a/b', 'temp_a b']) expect(isImageSessionId(id)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [86_221, '84.2 KB'],
    [2_516_582, '2.4 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('uploadSummary', () => {
  it('lists three names, then counts the rest', () => {
    expect(uploadSummary(['a.jpg'])).toEqual({ shown: 'a.jpg', more: 0 });
    expect(uploadSummary(['a.jpg', 'b.jpg', 'c.jpg'])).toEqual({ shown: 'a.jpg, b.jpg, c.jpg', more: 0 });
    expect(uploadSummary(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'])).toEqual({ shown: 'a.jpg, b.jpg, c.jpg', more: 2 });
  });
});

describe('isAcceptableImageFile', () => {
  it('takes JPEG, PNG and WebP up to 10 MB as the browser declares them', () => {
    expect(isAcceptableImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBe(true);
    expect(isAcceptableImageFile({ type: 'image/webp', size: 10 })).toBe(true);
    expect(isAcceptableImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(false);
    expect(isAcceptableImageFile({ type: 'image/gif', size: 10 })).toBe(false);
  });
});

describe('reorderImagesBodySchema', () => {
  it('takes a list of ids and positions, and refuses one naming an image twice', () => {
    expect(reorderImagesBodySchema.safeParse({ imageOrders: [{ id: 'a', displayOrder: 0 }] }).success).toBe(true);
    const twice = reorderImagesBodySchema.safeParse({
      imageOrders: [
        { id: 'a', displayOrder: 0 },
        { id: 'a', displayOrder: 1 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('imageOrders names an image twice');
  });
});
