/**
 * The six client testimonials on the home page. All people and companies are fictional;
 * every rating is 5 (SPEC section 3).
 */

import { site } from "./site";

export type Testimonial = {
  name: string;
  company: string;
  location: string;
  service: string;
  rating: 5;
  text: string;
  image: string;
};

export const testimonials: Testimonial[] = [
  {
    name: "Maria Delgado",
    company: "Ember & Elk Kitchen",
    location: "Denver, CO",
    service: "Social Media",
    rating: 5,
    text: `${site.name} shot our dishes like they belonged in a magazine and turned them into weekly Reels our regulars actually share. Direct online orders passed the delivery apps within four months.`,
    image: "/images/testimonials/testimonial-1.svg",
  },
  {
    name: "Tom Hartley",
    company: "Ironline Builders",
    location: "Aurora, CO",
    service: "Digital Marketing",
    rating: 5,
    text: "We used to chase every lead that came in. Now our ads and landing pages bring us commercial bids that fit our crews, and the drone progress videos help us win the next job before this one is finished.",
    image: "/images/testimonials/testimonial-2.svg",
  },
  {
    name: "Dr. Priya Natarajan",
    company: "Clear Creek Family Health",
    location: "Golden, CO",
    service: "Web Applications",
    rating: 5,
    text: "Patients book and check in online now, and our front desk finally has time to help the people standing in front of them. The team understood privacy requirements from day one.",
    image: "/images/testimonials/testimonial-3.svg",
  },
  {
    name: "Jenna Walsh",
    company: "Timberline Trail Outfitters",
    location: "Boulder, CO",
    service: "Drone Videography",
    rating: 5,
    text: "The aerial footage above the Flatirons gave our brand film a sense of place no stock clip could match. Our new store converts better, and customers keep telling us the video is why they found us.",
    image: "/images/testimonials/testimonial-4.svg",
  },
  {
    name: "Marcus Bell",
    company: "Switchback Strength Co.",
    location: "Colorado Springs, CO",
    service: "Mobile Apps",
    rating: 5,
    text: `Our members live in the app: they book classes, log lifts and renew memberships without calling us. ${site.name} launched it on time and on budget, and they still ship improvements every month.`,
    image: "/images/testimonials/testimonial-5.svg",
  },
  {
    name: "Alicia Romero",
    company: "Bluebird Ledger CPAs",
    location: "Fort Collins, CO",
    service: "AI Solutions",
    rating: 5,
    text: "The AI assistant answers the same fifty tax-season questions so my staff does not have to. We processed far more returns this spring without a single weekend of overtime.",
    image: "/images/testimonials/testimonial-6.svg",
  },
];
