/** One place in a WaitingLine, handed back so its holder can leave from wherever it stands. */
export interface Place<T> {
  readonly value: T;
  previous: Place<T> | null;
  next: Place<T> | null;
  left: boolean;
}

/**
 * First come, first served, where anyone may leave at any time (a caller hung up, a deadline passed) and the
 * last in line may be told first (the line is longer than can be worked off in time): a doubly linked list,
 * each of those steps O(1).
 */
export class WaitingLine<T> {
  private head: Place<T> | null = null;
  private tail: Place<T> | null = null;
  size = 0;

  join(value: T): Place<T> {
    const place: Place<T> = { value, previous: this.tail, next: null, left: false };
    if (this.tail) this.tail.next = place;
    else this.head = place;
    this.tail = place;
    this.size += 1;
    return place;
  }

  get first(): Place<T> | null {
    return this.head;
  }

  get last(): Place<T> | null {
    return this.tail;
  }

  /** Takes `place` out of the line; false when it had already left. */
  leave(place: Place<T>): boolean {
    if (place.left) return false;
    place.left = true;
    if (place.previous) place.previous.next = place.next;
    else this.head = place.next;
    if (place.next) place.next.previous = place.previous;
    else this.tail = place.previous;
    this.size -= 1;
    return true;
  }
}
