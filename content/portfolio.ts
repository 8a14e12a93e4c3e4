/**
 * The 18 portfolio items shown in the home page portfolio section. All clients are fictional.
 * Newest first; every item is dated in 2025.
 */

export type PortfolioItem = {
  id: string;
  title: string;
  name: string;
  date: string;
  industry: string;
  description: string;
  image: string;
};

export const portfolioItems: PortfolioItem[] = [
  {
    id: "portfolio-01",
    title: "Larimer Peak Wealth Advisors",
    name: "Secure client portal & website",
    date: "2025-11-04",
    industry: "Financial Services",
    description:
      "A Fort Collins advisory firm needed a modern way to share quarterly reports. We built a secure client portal with document vaults and e-signatures, and a new website that lifted consultation requests 41%.",
    image: "/images/portfolio/portfolio-01.svg",
  },
  {
    id: "portfolio-02",
    title: "Holloway & Reyes Law",
    name: "Practice management portal",
    date: "2025-10-21",
    industry: "Legal",
    description:
      "A LoDo litigation firm replaced three disconnected tools with one practice management portal for matters, deadlines and billable hours. Attorneys now recover roughly six hours of admin time each week.",
    image: "/images/portfolio/portfolio-02.svg",
  },
  {
    id: "portfolio-03",
    title: "Clear Creek Family Health",
    name: "Patient scheduling & telehealth site",
    date: "2025-10-08",
    industry: "Healthcare",
    description:
      "We rebuilt this Golden clinic's website around online scheduling and telehealth check-in. Phone volume at the front desk dropped 35% in the first two months.",
    image: "/images/portfolio/portfolio-03.svg",
  },
  {
    id: "portfolio-04",
    title: "Ironline Builders",
    name: "Lead generation & drone progress videos",
    date: "2025-09-23",
    industry: "Construction",
    description:
      "An Aurora commercial contractor paired targeted Google Ads and new landing pages with monthly drone progress flyovers. Qualified bid requests tripled in one quarter.",
    image: "/images/portfolio/portfolio-04.svg",
  },
  {
    id: "portfolio-05",
    title: "Mile High Mercantile",
    name: "Shopify store & product photography",
    date: "2025-09-10",
    industry: "Retail",
    description:
      "A Tennyson Street gift shop took its Colorado-made goods online with a fast Shopify store and a full product photography shoot. Online sales now cover 30% of monthly revenue.",
    image: "/images/portfolio/portfolio-05.svg",
  },
  {
    id: "portfolio-06",
    title: "Cortex Trail Labs",
    name: "AI product launch site & demo video",
    date: "2025-08-27",
    industry: "AI Technology",
    description:
      "A Boulder machine-learning startup launched its document-analysis platform with a new brand, a product site and a 90-second demo film. The launch drove 1,200 waitlist sign-ups in three weeks.",
    image: "/images/portfolio/portfolio-06.svg",
  },
  {
    id: "portfolio-07",
    title: "Altitude Live Productions",
    name: "Event booking platform & sizzle reel",
    date: "2025-08-12",
    industry: "Event Production",
    description:
      "A RiNo event production company now takes quote requests through an online booking platform that prices stage, sound and lighting packages. Our sizzle reel opens every sales pitch.",
    image: "/images/portfolio/portfolio-07.svg",
  },
  {
    id: "portfolio-08",
    title: "RescueByte Data Recovery",
    name: "Emergency intake site & local SEO",
    date: "2025-07-29",
    industry: "Data Recovery",
    description:
      "A Colorado Springs data recovery lab gained a site built for panicked visitors, with a one-step emergency intake form and local SEO. It now ranks in the top three for its core searches statewide.",
    image: "/images/portfolio/portfolio-08.svg",
  },
  {
    id: "portfolio-09",
    title: "Bluebird Ledger CPAs",
    name: "Client intake & AI tax assistant",
    date: "2025-07-15",
    industry: "Accounting",
    description:
      "A Fort Collins accounting practice automated tax-season intake with a document upload portal and an AI assistant that answers routine client questions. Staff handled 40% more returns without overtime.",
    image: "/images/portfolio/portfolio-09.svg",
  },
  {
    id: "portfolio-10",
    title: "Front Range Freightworks",
    name: "Shipment tracking portal",
    date: "2025-06-30",
    industry: "Logistics",
    description:
      "A Commerce City freight broker gave shippers live load tracking, proof-of-delivery uploads and automated status alerts. Check-call volume fell by more than half.",
    image: "/images/portfolio/portfolio-10.svg",
  },
  {
    id: "portfolio-11",
    title: "Juniper & Sage Salon",
    name: "Brand refresh & booking site",
    date: "2025-06-17",
    industry: "Beauty & Wellness",
    description:
      "A Cherry Creek salon got a refreshed identity, an editorial photo shoot and a website with integrated online booking. New-client appointments rose 52% over the summer.",
    image: "/images/portfolio/portfolio-11.svg",
  },
  {
    id: "portfolio-12",
    title: "Ember & Elk Kitchen",
    name: "Online ordering & social campaign",
    date: "2025-06-03",
    industry: "Restaurant",
    description:
      "A LoDo restaurant moved takeout to commission-free online ordering and launched a short-form video series on Instagram and TikTok. Direct orders now outpace third-party delivery apps.",
    image: "/images/portfolio/portfolio-12.svg",
  },
  {
    id: "portfolio-13",
    title: "Paper Kite Design Co.",
    name: "Portfolio site & brand system",
    date: "2025-05-20",
    industry: "Creative Studio",
    description:
      "A Fort Collins illustration and design studio needed a portfolio that showed its range without slowing down. The new brand system and image-optimized site load in under one second.",
    image: "/images/portfolio/portfolio-13.svg",
  },
  {
    id: "portfolio-14",
    title: "Switchback Strength Co.",
    name: "Membership app & launch campaign",
    date: "2025-05-06",
    industry: "Fitness",
    description:
      "A Colorado Springs gym launched an iOS and Android app for class booking, workout tracking and memberships. The launch campaign signed up 600 members before the second location opened.",
    image: "/images/portfolio/portfolio-14.svg",
  },
  {
    id: "portfolio-15",
    title: "Timberline Trail Outfitters",
    name: "E-commerce rebuild & aerial brand film",
    date: "2025-04-15",
    industry: "Outdoor Recreation",
    description:
      "A Boulder gear shop rebuilt its online store and shot a brand film with drone footage above the Flatirons. Average order value climbed 22% after relaunch.",
    image: "/images/portfolio/portfolio-15.svg",
  },
  {
    id: "portfolio-16",
    title: "Two Forks Brewing Co.",
    name: "Label system & taproom website",
    date: "2025-03-25",
    industry: "Craft Brewing",
    description:
      "A RiNo brewery got a flexible can label system for seasonal releases and a taproom website with event listings and a live tap list. Weekday taproom traffic is up 18%.",
    image: "/images/portfolio/portfolio-16.svg",
  },
  {
    id: "portfolio-17",
    title: "Elevation Home Group",
    name: "Listing site & drone property tours",
    date: "2025-02-18",
    industry: "Real Estate",
    description:
      "A Castle Rock brokerage showcases listings with a fast IDX-powered website and drone video tours. Listings with aerial tours now sell an average of nine days faster.",
    image: "/images/portfolio/portfolio-17.svg",
  },
  {
    id: "portfolio-18",
    title: "Foothills Youth Climbing Collective",
    name: "Donation site & impact video",
    date: "2025-01-28",
    industry: "Nonprofit",
    description:
      "A Boulder nonprofit that gets kids outdoors launched a recurring-donation website and a short impact documentary. Its year-end campaign beat goal by 64%.",
    image: "/images/portfolio/portfolio-18.svg",
  },
];
