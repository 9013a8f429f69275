"use client";

import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Field } from "@/components/form/form-field";
import { SelectField, type Option } from "@/components/form/select-field";
import { Input } from "@/components/ui/input";
import { formatDate, ltr } from "@/lib/format";
import type { Day } from "@/lib/money";
import type { FieldProps } from "./booking-fields";
import type { CustomerChoice, CustomersFound } from "./types";
import { CUSTOMERS_LISTED } from "./booking-figures";
import { useCustomerSearch } from "./use-customer-search";

interface CustomerPickerProps {
  /** The form's `studentId` field (react-hook-form's register, its error, whether it is required). */
  field: FieldProps & { required?: boolean };
  /** The customer chosen now. */
  selected: string;
  /** The page's list: the newest customers, for the day it was drawn on. */
  first: CustomersFound;
  /** The stay's first day: a customer whose open stay still holds him that day is listed, not offered. */
  day: Day;
  today: Day;
}

/**
 * The Add Booking form's customer: a search box that asks the server as the admin types (name, phone,
 * CNIC...), and the select of the customers it found (a native select: a phone's own picker, and the
 * keyboard's). Enter or Down in the box moves to the select. The customer chosen stays listed whatever
 * is searched next.
 */
export function CustomerPicker({ field, selected, first, day, today }: CustomerPickerProps) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const selectId = useId();
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<CustomerChoice | null>(null);
  const { customers, searching, failed } = useCustomerSearch(term, day, first);
  const listed =
    chosen && chosen._id === selected && !customers.some((customer) => customer._id === selected) ? [chosen, ...customers] : customers;

  // The phone number and the room keep their left-to-right order inside an Urdu option.
  const code = (text: string) => (locale === "ur" ? ltr(text) : text);
  const optionOf = ({ _id, studentName, contactNumber, openStay: open }: CustomerChoice): Option => {
    const name = contactNumber ? `${studentName} (${code(contactNumber)})` : studentName;
    if (!open) return { value: _id, label: name };
    const room = open.roomNumber ? code(open.roomNumber) : t("form.anotherRoom");
    const where =
      open.status === "reserved" && open.bookingDate > today
        ? t("form.bookedIn", { room, date: formatDate(open.bookingDate) })
        : open.leaveDate
          ? t("form.livesInUntil", { room, date: formatDate(open.leaveDate) })
          : t("form.livesIn", { room });
    return { value: _id, label: `${name} · ${where}`, disabled: true };
  };
  const options = listed.map(optionOf);

  const words = term.trim();
  const status = searching
    ? t("form.customerSearch.searching")
    : failed
      ? t("form.customerSearch.failed")
      : words && customers.length === 0
        ? t("form.customerSearch.noMatch", { term: words })
        : customers.length >= CUSTOMERS_LISTED
          ? t(words ? "form.customerSearch.firstMatches" : "form.customerSearch.newest", { count: customers.length })
          : words
            ? t("form.customerSearch.found", { count: customers.length })
            : "";

  const toSelect = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" && event.key !== "ArrowDown") return;
    // Enter would send the form.
    event.preventDefault();
    document.getElementById(selectId)?.focus();
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(listed.find((customer) => customer._id === event.target.value) ?? null);
    return field.onChange(event);
  };

  return (
    <>
      <Field label={t("form.customerSearch.label")} description={<span role="status">{status}</span>}>
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("form.customerSearch.placeholder")}
            aria-controls={selectId}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={toSelect}
          />
        )}
      </Field>
      <SelectField
        id={selectId}
        label={t("form.customer")}
        placeholder={first.customers.length ? t("form.selectCustomer") : t("form.noCustomers")}
        options={options}
        description={options.some((option) => option.disabled) ? t("form.openStayHint") : undefined}
        aria-busy={searching || undefined}
        {...field}
        onChange={onChange}
      />
    </>
  );
}
