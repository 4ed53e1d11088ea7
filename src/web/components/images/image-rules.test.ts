import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../domain/images/images';
import { contentRefusalOf, galleryColumnsClass, imageTypeOfSignature, isSameOrder, moveItem, ordersOf, percentOf, refusalOf } from './image-rules';

const jpeg = { name: 'gate.jpg', type: 'image/jpeg', size: 2048 };

describe('refusalOf', () => {
  it('lets JPEG, PNG and WebP files through while there is room', () => {
    const files = [jpeg, { name: 'b.png', type: 'image/png', size: 1 }, { name: 'c.webp', type: 'image/webp', size: 1 }];
    expect(refusalOf(files, 6, 9)).toBeNull();
  });

  it("refuses more files than are left with the agreed words under 'Too many files'", () => {
    expect(refusalOf([jpeg, jpeg, jpeg], 7, 9)).toEqual({
      title: 'Too many files',
      message: 'You can only upload 2 more image(s). Maximum 9 images allowed.',
    });
    expect(refusalOf([jpeg], 10, 10)?.message).toBe('You can only upload 0 more image(s). Maximum 10 images allowed.');
  });

  it('refuses a file of another type, and one over 10 MB, naming it', () => {
    expect(refusalOf([jpeg, { name: 'notes.txt', type: 'text/plain', size: 5 }], 0, 9)).toEqual({
      title: 'Upload failed',
      message: '"notes.txt" is not a JPEG, PNG or WebP image.',
    });
    expect(refusalOf([{ ...jpeg, size: MAX_IMAGE_BYTES + 1 }], 0, 9)?.message).toBe('"gate.jpg" is larger than 10 MB.');
    expect(refusalOf([{ ...jpeg, size: MAX_IMAGE_BYTES }], 0, 9)).toBeNull();
  });

  it('judges a file the browser gave no type by its name', () => {
    expect(refusalOf([{ name: 'IMG_1.JPEG', type: '', size: 1 }], 0, 9)).toBeNull();
    expect(refusalOf([{ name: 'photo.heic', type: '', size: 1 }], 0, 9)?.title).toBe('Upload failed');
  });
});

describe('imageTypeOfSignature and contentRefusalOf', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeOfSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOfSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOfSignature(new TextEncoder().encode('RIFF\u0001\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOfSignature(new TextEncoder().encode('RIFF\u0001\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(imageTypeOfSignature(new TextEncoder().encode('hello, this is text'))).toBeNull();
    expect(imageTypeOfSignature(bytes())).toBeNull();
  });

  it('refuses a text file named .jpg with the message the server would give', async () => {
    const text = new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' });
    const image = new File([bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0)], 'gate.jpg', { type: 'image/jpeg' });
    expect(await contentRefusalOf([image])).toBeNull();
    expect(await contentRefusalOf([image, text])).toEqual({
      title: 'Upload failed',
      message: '"notes.jpg" is not a JPEG, PNG or WebP image.',
    });
  });
});

describe('moveItem, ordersOf and isSameOrder', () => {
  it('moves an item earlier or later, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('numbers photos from 0 in the order shown', () => {
    expect(ordersOf([{ id: 'x' }, { id: 'y' }])).toEqual([
      { id: 'x', displayOrder: 0 },
      { id: 'y', displayOrder: 1 },
    ]);
    expect(isSameOrder([{ id: 'x' }, { id: 'y' }], [{ id: 'x' }, { id: 'y' }])).toBe(true);
    expect(isSameOrder([{ id: 'x' }, { id: 'y' }], [{ id: 'y' }, { id: 'x' }])).toBe(false);
  });
});

describe('galleryColumnsClass and percentOf', () => {
  it('lays one photo in one column, two in two, more in three on wide screens', () => {
    expect(galleryColumnsClass(1)).toBe('grid-cols-1');
    expect(galleryColumnsClass(2)).toBe('grid-cols-2');
    expect(galleryColumnsClass(7)).toBe('grid-cols-2 sm:grid-cols-3');
  });

  it('keeps the percent between 0 and 100', () => {
    expect(percentOf(0.456)).toBe(46);
    expect(percentOf(1.01)).toBe(100);
    expect(percentOf(-0.1)).toBe(0);
  });
});
