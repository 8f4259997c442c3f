// "Learn More" alone says nothing about where it leads (WCAG 2.4.4, and search engines flag it):
// screen readers and crawlers hear "Learn More about who we are"; the button still reads "Learn More".
export const learnMoreSuffix = "about who we are";
