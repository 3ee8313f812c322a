//! CC928C POSITIVE ACKNOWLEDGE (IE928): the LRN, the office of departure, the holder.

use super::{departure, holder, Msg};

pub(crate) fn write(m: &Msg) -> Option<String> {
    let lrn = m.lrn()?;
    Some(m.write("CC928C", |out| {
        out.open("TransitOperation");
        out.leaf("LRN", lrn);
        out.close("TransitOperation");
        departure(out, m);
        holder(out, m, false);
    }))
}
