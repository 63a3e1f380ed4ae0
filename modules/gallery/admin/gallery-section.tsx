import { useEffect, useRef, useState } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { messages } from '../../../common/messages';
import type { GalleryImage } from '../gallery.schemas';
import { call } from '../../../app/features/admin/call';
import { explainRefusal } from '../../../app/features/admin/feedback';
import { useList } from '../../../app/features/admin/use-list';
import { ListState } from '../../../app/features/admin/list-state';
import { GalleryUpload } from './photo-upload';
import { GalleryItem } from './gallery-item';
import { useToast } from '../../../app/components/toast';

/**
 * Gallery: several photos uploaded at once, each with its texts; the pictures in the order the
 * public gallery shows them, changed by dragging or with Move up / Move down, saved at once.
 */
export function GallerySection({ onChange }: { onChange: () => void }) {
  const list = useList('gallery');
  const toast = useToast();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [images, setImages] = useState<GalleryImage[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; up: boolean } | null>(null);
  // Saves run one after the other; only the newest order waits its turn.
  const saving = useRef<{ running: boolean; next: number[] | null }>({ running: false, next: null });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  useEffect(() => {
    if (list.state === 'ready') setImages(list.items);
  }, [list.state, list.items]);

  // The moved picture's Move button keeps the focus; when it is now disabled (first or last place)
  // or was taken out of the page by the move, the other Move button gets it.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (moved === null) return;
    focusAfterMove.current = null;
    const pressed = document.getElementById(`gallery-${moved.up ? 'up' : 'down'}-${moved.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`gallery-${moved.up ? 'down' : 'up'}-${moved.id}`) as HTMLButtonElement | null;
    const target = pressed && !pressed.disabled ? pressed : other;
    if (target && document.activeElement !== target) target.focus();
  }, [images]);

  const refresh = async () => {
    await list.reload();
    onChange();
  };

  async function saveOrder(ids: number[]) {
    const state = saving.current;
    if (state.running) {
      state.next = ids;
      return;
    }
    state.running = true;
    try {
      for (let order: number[] | null = ids; order; order = state.next, state.next = null) {
        const r = await call('reorderGallery', { json: { ids: order }, auth: true });
        if (!r.ok) {
          toast.error(explainRefusal(r.status, r.data.message));
          state.next = null;
          await list.reload();
          return;
        }
      }
      setAnnouncement((a) => (a.endsWith('Order saved.') ? a : `${a} Order saved.`));
    } catch {
      toast.error(messages.adminException);
      await list.reload();
    } finally {
      state.running = false;
    }
  }

  function move(from: number, to: number, byButton = true) {
    if (to < 0 || to >= images.length || from === to) return;
    const next = arrayMove(images, from, to);
    const moved = images[from];
    if (byButton) focusAfterMove.current = { id: moved.id, up: to < from };
    setImages(next);
    setAnnouncement(`“${moved.title}” is now photo ${to + 1} of ${next.length}.`);
    void saveOrder(next.map((i) => i.id));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(images.findIndex((i) => i.id === active.id), images.findIndex((i) => i.id === over.id), false);
  }

  return (
    <div className="admin-stack">
      <GalleryUpload onUploaded={refresh} />
      <div className="card admin-list-card">
        <div className="admin-list-head">
          <h3 ref={listHeading} tabIndex={-1}>
            Images on the website {list.state === 'ready' && <span className="badge">{images.length}</span>}
          </h3>
        </div>
        <ListState list={list} what="the images" />
        {list.state === 'ready' &&
          (images.length === 0 ? (
            <p className="admin-empty">{messages.galleryEmpty}</p>
          ) : (
            <>
              <p className="hint admin-gallery__order-hint">
                The website shows the photos in this order. Drag a photo by its grip, or use Move up and Move down; the order is saved at once.
              </p>
              <p className="visually-hidden" role="status">
                {announcement}
              </p>
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
                <SortableContext items={images.map((i) => i.id)} strategy={rectSortingStrategy}>
                  <ol className="admin-gallery">
                    {images.map((img, index) => (
                      <GalleryItem
                        key={img.id}
                        image={img}
                        index={index}
                        count={images.length}
                        onMove={move}
                        onSaved={refresh}
                        onDeleted={async () => {
                          await refresh();
                          listHeading.current?.focus();
                        }}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
            </>
          ))}
      </div>
    </div>
  );
}
