//! Date rules: formats, "estimated arrival date must be in the future", "dateLimit must be
//! today or later". Today and now come from the context, never from a clock.

use crate::t01::Declaration;
use crate::text::Text;
use crate::values::{Date, DateTime};
use crate::{Ctx, Violation};

pub fn validate(doc: &Declaration, ctx: &Ctx, out: &mut Vec<Violation>) {
    // "Estimated arrival date must be in the future, except in TP mode": there the format is
    // still checked, the moment is not.
    let now = if crate::t01::rules::presence::facts::tp_mode(doc) {
        None
    } else {
        DateTime::parse(&ctx.now)
    };
    arrival_in_future(
        doc.arrival_date_and_time_estimated.as_deref(),
        "/arrivalDateAndTimeEstimated".into(),
        now,
        out,
    );
    for (i, o) in doc.transit_offices.iter().enumerate() {
        let pointer = format!("/transitOffices/{i}/arrivalDateAndTimeEstimated");
        arrival_in_future(
            o.arrival_date_and_time_estimated.as_deref(),
            pointer,
            now,
            out,
        );
    }
    for (i, o) in doc.exit_offices.iter().enumerate() {
        let pointer = format!("/exitOffices/{i}/arrivalDateAndTimeEstimated");
        arrival_in_future(
            o.arrival_date_and_time_estimated.as_deref(),
            pointer,
            now,
            out,
        );
    }
    if let Some(p) = doc.presentation_of_the_goods_date_and_time.as_deref() {
        date_time(p, "/presentationOfTheGoodsDateAndTime".into(), out);
    }
    date_limit_today_or_later(doc, ctx, out);
}

fn date_time(value: &str, pointer: String, out: &mut Vec<Violation>) -> Option<DateTime> {
    let parsed = DateTime::parse(value);
    if parsed.is_none() {
        let rule = "date-time-format";
        out.push(Violation::of(pointer, rule, Text::new(rule)));
    }
    parsed
}

/// "Estimated arrival date must be in the future" (`now` is `None` in TP mode, the exception);
/// "arrivalDateAndTimeEstimated minimum value 1".
fn arrival_in_future(
    value: Option<&str>,
    pointer: String,
    now: Option<DateTime>,
    out: &mut Vec<Violation>,
) {
    let Some(value) = value else { return };
    let Some(arrival) = date_time(value, pointer.clone(), out) else {
        return;
    };
    minimum_value_1(arrival, &pointer, out);
    if now.is_some_and(|now| arrival <= now) {
        let rule = "arrival-date-in-future";
        out.push(Violation::of(pointer, rule, Text::new(rule)));
    }
}

/// "arrivalDateAndTimeEstimated minimum value 1". A date and time is no number: read as the
/// form reads it, by its leading number, the year, it is at least 1, which refuses the year
/// 0000 the format would let through (and TP mode, which skips "in the future", does not
/// check otherwise). The message is the spec's sentence, which names the field (its `label`).
fn minimum_value_1(arrival: DateTime, pointer: &str, out: &mut Vec<Violation>) {
    if arrival.date().year() < 1 {
        let rule = "arrival-date-minimum-value-1";
        let text = Text::new(rule).with("label", "arrivalDateAndTimeEstimated");
        out.push(Violation::of(pointer, rule, text));
    }
}

/// "dateLimit ... must be today or later."
fn date_limit_today_or_later(doc: &Declaration, ctx: &Ctx, out: &mut Vec<Violation>) {
    let Some(value) = doc.date_limit.as_deref() else {
        return;
    };
    let Some(limit) = Date::parse(value) else {
        out.push(Violation::of(
            "/dateLimit",
            "date-format",
            Text::new("date-format"),
        ));
        return;
    };
    if Date::parse(&ctx.today).is_some_and(|today| limit < today) {
        let rule = "date-limit-today-or-later";
        out.push(Violation::of("/dateLimit", rule, Text::new(rule)));
    }
}
