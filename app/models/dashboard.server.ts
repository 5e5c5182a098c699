import { countFaqs, countPublishedFaqs } from "./faq.server";
import { countPosts, countPublishedPosts } from "./post.server";

export interface DashboardStats {
  totalFAQs: number;
  publishedFAQs: number;
  totalPosts: number;
  publishedPosts: number;
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const [totalFAQs, publishedFAQs, totalPosts, publishedPosts] = await Promise.all([
    countFaqs(),
    countPublishedFaqs(),
    countPosts(),
    countPublishedPosts(),
  ]);
  return { totalFAQs, publishedFAQs, totalPosts, publishedPosts };
}
