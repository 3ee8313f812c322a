//! Where the violations of one validation run go. [`Report`] collects them and caps each
//! rule's findings (architecture: "item-level rules stream and cap their findings"): after
//! [`MAX_FINDINGS_PER_RULE`] of one rule, the others are counted and summed up in one last
//! violation at the document root. The presence tables and the narrowed choices report
//! through it too ([`Findings`]). Where a rule fires is a [`Pointer`] on the stack, written
//! out only then: one pass over 100,000 items allocates nothing while no rule fires.

use crate::conditional::{Findings, Pointer};
use crate::text::Text;
use crate::Violation;

/// The most violations one rule reports; the rest are counted in a summary.
pub const MAX_FINDINGS_PER_RULE: usize = 1000;

/// The violations of one validation run.
pub struct Report<'v> {
    out: &'v mut Vec<Violation>,
    /// Findings per rule (a handful of rules: a list beats a map).
    counts: Vec<(String, usize)>,
}

impl<'v> Report<'v> {
    pub fn new(out: &'v mut Vec<Violation>) -> Report<'v> {
        Report {
            out,
            counts: Vec::new(),
        }
    }

    /// Counts one finding of `rule`: is it still to be listed?
    fn admit(&mut self, rule: &str) -> bool {
        let count = match self.counts.iter_mut().find(|(r, _)| r == rule) {
            Some((_, n)) => n,
            None => {
                self.counts.push((rule.to_owned(), 0));
                &mut self.counts.last_mut().expect("just pushed").1
            }
        };
        *count += 1;
        *count <= MAX_FINDINGS_PER_RULE
    }

    /// Adds a violation unless its rule has reached [`MAX_FINDINGS_PER_RULE`].
    pub fn add(&mut self, violation: Violation) {
        if self.admit(&violation.rule) {
            self.out.push(violation);
        }
    }

    /// `rule` broken at `at`, its message a text of the catalogue (crate::text): the browser
    /// shows it in the user's language. The pointer is written out only if the finding is
    /// listed.
    pub fn said(&mut self, at: &Pointer, rule: &'static str, text: Text) {
        if self.admit(rule) {
            self.out.push(Violation::of(at.to_string(), rule, text));
        }
    }

    /// The list itself, for the header's rules: they fire a bounded number of times (a
    /// field, or a row of a list of at most 9 or 99), so they need no cap.
    pub fn uncapped(&mut self) -> &mut Vec<Violation> {
        self.out
    }

    /// Ends the run: one summary per capped rule.
    pub fn finish(self) {
        for (rule, n) in self.counts {
            if n > MAX_FINDINGS_PER_RULE {
                let more = n - MAX_FINDINGS_PER_RULE;
                let text = Text::new("more-not-listed").with("count", more);
                self.out.push(Violation::of("", rule, text));
            }
        }
    }
}

impl Findings for Report<'_> {
    fn found(&mut self, rule: &'static str, make: impl FnOnce() -> Violation) {
        if self.admit(rule) {
            self.out.push(make());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_is_capped_and_summed_up() {
        let mut out = Vec::new();
        let mut report = Report::new(&mut out);
        for i in 0..MAX_FINDINGS_PER_RULE + 5 {
            let items = Pointer::ROOT.key("items");
            report.said(&items.index(i), "x", Text::new("required"));
        }
        report.said(&Pointer::ROOT.key("y"), "y", Text::new("required"));
        report.finish();
        assert_eq!(out.len(), MAX_FINDINGS_PER_RULE + 2);
        let last = out.last().unwrap();
        assert_eq!(
            (last.path.as_str(), last.rule.as_str()),
            ("", "x"),
            "{last:?}"
        );
        assert_eq!(
            last.message,
            "5 more violations of this rule are not listed"
        );
    }
}
