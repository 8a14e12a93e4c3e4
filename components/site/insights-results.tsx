import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { insightsFormCopy } from "@/content/form-copy";
import { EMPTY_SECTION_TEXT, type InsightBlock, splitInsights } from "@/lib/intake/insights/split";
import type { InsightsResponse, PricingEstimate } from "@/lib/intake/schema";

/** One block of AI text, rendered as text (React escapes it), never as HTML. */
function Block({ block }: { block: InsightBlock }) {
  if (block.type === "paragraph") return <p className="text-muted-foreground leading-relaxed">{block.text}</p>;
  const List = block.ordered ? "ol" : "ul";
  return (
    <List className={`${block.ordered ? "list-decimal" : "list-disc"} text-muted-foreground space-y-1 pl-5`}>
      {block.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </List>
  );
}

function PricingCard({ estimate }: { estimate: PricingEstimate }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h4 className="text-lg">Pricing Estimate</h4>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="grid gap-3">
          <h5 className="font-semibold">Cost Breakdown</h5>
          <dl className="grid gap-2">
            {estimate.costBreakdown.map((line, index) => (
              <div key={index} className="flex justify-between gap-4 text-sm">
                <dt>{line.service}</dt>
                <dd className="font-medium whitespace-nowrap">{line.price}</dd>
              </div>
            ))}
          </dl>
          <p className="flex justify-between gap-4 border-t pt-2 font-semibold">
            <span>Total Investment</span>
            <span>{estimate.totalRange}</span>
          </p>
        </div>
        <div className="grid content-start gap-3">
          <h5 className="font-semibold">Timeline</h5>
          <dl className="grid gap-2">
            {estimate.timeline.phases.map((phase, index) => (
              <div key={index} className="flex justify-between gap-4 text-sm">
                <dt>{phase.phase}</dt>
                <dd className="font-medium whitespace-nowrap">{phase.duration}</dd>
              </div>
            ))}
          </dl>
          <p className="flex justify-between gap-4 border-t pt-2 font-semibold">
            <span>Total Timeline</span>
            <span>{estimate.timeline.total}</span>
          </p>
        </div>
        {estimate.notes ? <p className="text-muted-foreground text-sm md:col-span-2">{estimate.notes}</p> : null}
      </CardContent>
    </Card>
  );
}

/** SPEC §2 results view: header, pricing card when present, four section cards, two actions. */
export function InsightsResults({ brandName, result, onReset }: { brandName: string; result: InsightsResponse; onReset: () => void }) {
  const sections = splitInsights(result.insights);
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h3 className="text-2xl font-bold" tabIndex={-1} id="insights-results-heading">
          {insightsFormCopy.resultsHeading}
        </h3>
        <p className="text-muted-foreground mt-1">Strategy snapshot for {brandName}</p>
      </div>
      {result.pricingEstimate ? <PricingCard estimate={result.pricingEstimate} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((section, index) => (
          <Card key={index}>
            <CardHeader>
              <CardTitle>
                <h4 className="text-lg">{section.title}</h4>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {section.blocks.length > 0 ? (
                section.blocks.map((block, blockIndex) => <Block key={blockIndex} block={block} />)
              ) : (
                <p className="text-muted-foreground italic">{EMPTY_SECTION_TEXT}</p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => document.getElementById("contact")?.scrollIntoView({ behavior: "smooth" })}>
          {insightsFormCopy.proposalCta}
        </Button>
        <Button size="lg" variant="outline" onClick={onReset}>
          {insightsFormCopy.resetCta}
        </Button>
      </div>
    </div>
  );
}
