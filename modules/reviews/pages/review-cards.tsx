import { Link } from 'react-router';
import { messages } from '../../../common/messages';
import { Avatar } from '../../../app/components/initials';
import { Icon } from '../../../app/components/icon';
import { Stars } from '../../../app/components/stars';
import './review-cards.css';

/**
 * How many approved reviews the home page and /allreviews show: the newest ones (the product's rule
 * for both pages). Their loaders ask the server for this many, and `displayOrder` keeps no more.
 */
export const REVIEWS_SHOWN = 3;

/** What a page loader passes on for each approved review (in the server's order, newest first). */
export interface ReviewCardData {
  id: number;
  username: string;
  rating: number;
  text: string;
  image: string;
  srcset: string;
}

interface ReviewRow {
  id: number;
  username: string;
  rating: number;
  review_text: string;
  image_path: string;
  image_srcset: string;
}

export function toReviewCard(r: ReviewRow): ReviewCardData {
  return { id: r.id, username: r.username, rating: r.rating, text: r.review_text, image: r.image_path, srcset: r.image_srcset };
}

/** The first REVIEWS_SHOWN reviews the server returns (newest first), shown in reversed order. */
export function displayOrder<T>(reviews: T[]): T[] {
  return reviews.slice(0, REVIEWS_SHOWN).reverse();
}

function ReviewAvatar({ review, name }: { review: ReviewCardData; name: string }) {
  if (review.image) {
    return (
      <img
        className="avatar review-card__photo"
        src={review.image}
        srcSet={review.srcset || undefined}
        sizes="64px"
        width={64}
        height={64}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return review.username.trim() ? <Avatar name={name} /> : <Icon name="silhouette" size={64} className="avatar" />;
}

/** Approved reviews as cards, the empty-state text, and the "+ Leave a Review" button. */
export function ReviewCards({ reviews }: { reviews: ReviewCardData[] }) {
  const shown = displayOrder(reviews);
  return (
    <div className="reviews">
      {shown.length === 0 ? (
        <p className="reviews__empty">{messages.reviewsEmpty}</p>
      ) : (
        <ul className="reviews__list" role="list">
          {shown.map((r) => {
            const name = r.username.trim() || 'Anonymous';
            return (
              <li key={r.id} className="review-card">
                <Icon name="quote" size={32} className="review-card__quote" />
                <Stars value={r.rating} />
                <blockquote className="review-card__text">
                  <p>{r.text}</p>
                </blockquote>
                <div className="review-card__author">
                  <ReviewAvatar review={r} name={name} />
                  <span className="review-card__name">{name}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="reviews__action">
        <Link to="/reviewForm" className="btn btn-primary">
          + Leave a Review
        </Link>
      </p>
    </div>
  );
}
